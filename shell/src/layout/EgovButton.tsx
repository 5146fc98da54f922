import { useAtomValue } from 'jotai';
import { siteConfigAtom } from '@portal/shared';
import { egovUrl } from '../site/urls';
import { currentServerOrigin } from '../site/use-server-origin';

/** 'Gobierno Electrónico': the e-government application, in a new tab (spec section 1). */
export function EgovButton({ className = 'btn' }: { className?: string }) {
  const config = useAtomValue(siteConfigAtom)?.config;
  return (
    <a className={`egov-button ${className}`} href={egovUrl(config, currentServerOrigin())} target="_blank" rel="noopener noreferrer">
      Gobierno Electrónico
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
