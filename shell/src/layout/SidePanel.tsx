import styled from 'styled-components';
import { Link } from '@portal/shared';
import { SiteSearchBox } from '@portal/ui';
import { Dialog } from '../ui/Dialog';
import { ContactBlock } from './ContactBlock';
import { CustomerSocialLinks } from './CustomerSocialLinks';
import { i18nKey, useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  h3 {
    font-size: 1.05rem;
    margin-bottom: 0.5rem;
  }
  .search-row {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-width: 0;
  }
  .panel-links {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  .panel-links a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.5rem;
  }
  address {
    font-style: normal;
  }
`;

// Spec section 2's panel links, each to a working page ('Municipalidad' has none, so it is not
// shown: the panel's contact block already gives the municipality's address and phone).
const PANEL_LINKS = [
  { label: i18nKey('Support'), to: pages.contact.href() },
  { label: i18nKey('Guides and tutorials'), to: pages.help.href() },
  { label: i18nKey('Holiday calendar'), to: pages.holidays.href() },
];

/** The right offcanvas panel (spec section 2): search box, links, contact block and social links. */
export function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('Information')} placement="end" closeLabel={t('Close side panel')} className="side-panel">
      <Body>
        {/* The site search; the panel closes so the results are in view. */}
        <SiteSearchBox label={t('Search')} buttonLabel={t('Search')} labelHidden placeholder={t('Search...')} formLabel={t('Search the site')} inputId="side-panel-search" autofocusInDialog onSearch={onClose} />
        <section aria-labelledby="side-panel-links">
          <h3 id="side-panel-links">{t('Links')}</h3>
          <ul className="panel-links">
            {PANEL_LINKS.map((link) => (
              <li key={link.label}>
                {/* The panel closes so the page opened is in view. */}
                <Link to={link.to} onClick={onClose}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="side-panel-contact">
          <h3 id="side-panel-contact">{t('Contact')}</h3>
          <ContactBlock />
        </section>
        <section aria-labelledby="side-panel-social">
          <h3 id="side-panel-social">{t('Follow us')}</h3>
          <CustomerSocialLinks />
        </section>
      </Body>
    </Dialog>
  );
}
