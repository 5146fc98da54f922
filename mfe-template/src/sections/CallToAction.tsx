import { useAtomValue } from 'jotai';
import { Link, siteConfigAtom } from '@portal/shared';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Band = styled.section`
  margin-block: 2.5rem;
  .container {
    padding: 2.5rem 1.5rem;
    border-radius: var(--radius);
    background: var(--color-primary);
    color: var(--color-primary-contrast);
    text-align: center;
  }
  p {
    margin: 0 0 0.25rem;
    font-weight: 600;
  }
  h2 {
    font-size: clamp(1.5rem, 3vw, 2.2rem);
  }
  .btn {
    background: var(--color-primary-contrast);
    color: var(--color-primary);
    border-color: var(--color-primary-contrast);
  }
  .btn:hover {
    background: transparent;
    color: var(--color-primary-contrast);
  }
`;

/**
 * 'Trabajemos juntos': the Spanish call to action of the agency homes, shown only when the site
 * configuration says this is a demo site (spec section 2, siteDemo).
 */
export function CallToAction() {
  const { t } = useTranslation();
  const siteDemo = useAtomValue(siteConfigAtom)?.config.siteDemo === true;
  if (!siteDemo) return null;
  return (
    <Band aria-labelledby="cta-heading" className="call-to-action">
      <div className="container">
        <p>{t("Let's work together")}</p>
        <h2 id="cta-heading">{t('Do you need a successful project?')}</h2>
        <Link className="btn" to={pages.contact.href()}>
          {t('Estimate Project')}
        </Link>
      </div>
    </Band>
  );
}
