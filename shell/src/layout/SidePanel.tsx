import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from '@portal/shared';
import { Dialog } from '../ui/Dialog';
import { ContactBlock } from './ContactBlock';
import { SocialLinks } from './SocialLinks';
import { i18nKey, useTranslation } from '../i18n';

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  h3 {
    font-size: 1.05rem;
    margin-bottom: 0.5rem;
  }
  form {
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
  .placeholder-link {
    color: var(--color-text);
  }
  .soon {
    margin-left: 0.5rem;
    font-size: 0.8rem;
    color: var(--color-muted);
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

// The spec gives these links no destination yet: they are shown as text, not as links that go nowhere.
const PLACEHOLDER_LINKS = [i18nKey('Support'), i18nKey('Guides and tutorials'), i18nKey('Municipality')];

/** The right offcanvas panel (spec section 2): search box, links, contact block and social links. */
export function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The site search (/buscar, issue 14); the panel closes so the results are in view.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onClose();
    navigate(q ? `/buscar?${new URLSearchParams({ q }).toString()}` : '/buscar');
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('Information')} placement="end" closeLabel={t('Close side panel')} className="side-panel">
      <Body>
        <form role="search" onSubmit={search} aria-label={t('Search the site')}>
          <label htmlFor="side-panel-search" className="visually-hidden">
            {t('Search')}
          </label>
          <input id="side-panel-search" type="search" name="q" placeholder={t('Search...')} data-autofocus />
          <button type="submit" className="btn">
            {t('Search')}
          </button>
        </form>
        <section aria-labelledby="side-panel-links">
          <h3 id="side-panel-links">{t('Links')}</h3>
          <ul className="panel-links">
            {PLACEHOLDER_LINKS.map((key) => (
              <li key={key}>
                <span className="placeholder-link">{t(key)}</span>
                <span className="soon">{t('(coming soon)')}</span>
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
          <SocialLinks />
        </section>
      </Body>
    </Dialog>
  );
}
