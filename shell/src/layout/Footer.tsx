import { Link, currentCustomerAtom, siteConfigAtom, up } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { CustomerSocialLinks } from './CustomerSocialLinks';
import { NewsletterForm } from './NewsletterForm';
import { i18nKey, useTranslation } from '../i18n';
import { pages } from '@portal/pages';

// Four footer columns need a desktop; on a tablet (md) two columns keep every link on screen (issue 19).
const Bar = styled.footer`
  margin-top: 2rem;
  background: var(--color-surface);
  border-top: 1px solid var(--color-border);
  padding-block: 2.5rem 1rem;
  .footer-grid {
    display: grid;
    gap: 2rem;
  }
  ${up('md')} {
    .footer-grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  ${up('lg')} {
    .footer-grid {
      grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
    }
  }
  h2 {
    font-size: 1.1rem;
  }
  ul.footer-links {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0;
  }
  ul.footer-links a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .newsletter-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .newsletter-row input {
    flex: 1 1 12rem;
  }
  .newsletter-notice {
    min-height: 1.6em;
    color: var(--color-muted);
  }
  .social-links {
    margin-bottom: 1.5rem;
  }
  .copyright {
    margin: 2rem 0 0;
    padding-top: 1rem;
    border-top: 1px solid var(--color-border);
    color: var(--color-muted);
    font-size: 0.9rem;
    text-align: center;
  }
`;

type FooterLink = { label: string; to: string };

// Spec section 2's columns. Every entry leads to a working page (a citizen must never meet a door
// to nowhere): an entry without a page is not shown. Aid requests and complaints are procedures,
// found by the catalogue's search. Titles and labels are i18n keys, translated where they are shown.
const COLUMNS: { id: string; title: string; links: FooterLink[] }[] = [
  {
    id: 'services',
    title: i18nKey('Services'),
    links: [
      { label: i18nKey('Procedures'), to: pages.procedures.href() },
      { label: i18nKey('Aid requests'), to: pages.procedures.href({ q: 'ayuda' }) },
      { label: i18nKey('Complaints'), to: pages.procedures.href({ q: 'denuncia' }) },
      { label: i18nKey('Follow my request'), to: pages.tracking.href() },
      { label: i18nKey('Validate certificates'), to: pages.certificateCheck.href() },
    ],
  },
  {
    id: 'resources',
    title: i18nKey('Resources'),
    links: [
      { label: i18nKey('User guide'), to: pages.help.href() },
      { label: i18nKey('Holiday calendar'), to: pages.holidays.href() },
    ],
  },
  {
    id: 'support',
    title: i18nKey('Support'),
    links: [
      { label: i18nKey('Contact'), to: pages.contact.href() },
      { label: i18nKey('Accessibility'), to: pages.accessibility.href() },
      { label: i18nKey('Privacy policy'), to: pages.privacyPolicy.href() },
      { label: i18nKey('Terms of use'), to: pages.termsOfUse.href() },
    ],
  },
];

/** Site footer (spec section 2): social icons, newsletter, three link columns, copyright of the current year. */
export function Footer() {
  const customer = useAtomValue(currentCustomerAtom);
  const siteName = useAtomValue(siteConfigAtom)?.config.siteName;
  const { t } = useTranslation();
  const owner = customer?.name ?? siteName ?? t('Citizen Portal');
  return (
    <Bar className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div>
            <CustomerSocialLinks label={t("The municipality's social networks")} />
            <NewsletterForm />
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`}>{t(column.title)}</h2>
              <ul className="footer-links">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="copyright">
          {t('© {{year}} {{owner}}. All rights reserved.', { year: new Date().getFullYear(), owner })}
        </p>
      </div>
    </Bar>
  );
}
