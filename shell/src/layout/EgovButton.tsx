import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '@portal/shared';
import { egovUrl } from '../site/urls';
import { currentServerOrigin } from '../site/use-server-origin';
import { useTranslation } from '../i18n';

/** 'Gobierno Electrónico': the e-government application, in a new tab (spec section 1). */
export function EgovButton({ className = 'btn' }: { className?: string }) {
  const config = useAtomValue(siteConfigAtom)?.config;
  const { t } = useTranslation();
  return (
    <a className={`egov-button ${className}`} href={egovUrl(config, currentServerOrigin())} target="_blank" rel="noopener noreferrer">
      {t('E-Government')}
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
