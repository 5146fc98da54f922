import { useState } from 'react';
import { Link, up } from '@portal/shared';
import styled from 'styled-components';
import { TileIcon, type TileIconName } from './TileIcon';
import { CertificateDialog } from './CertificateDialog';
import { FadeIn } from '../../motion/FadeIn';
import { useTranslation } from '../../i18n';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(10.5rem, 1fr));
  ${up('lg')} {
    grid-template-columns: repeat(5, 1fr);
  }
  li {
    display: flex;
  }
  .tile {
    position: relative;
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.75rem;
    padding: 1.5rem 1rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: var(--color-surface);
    color: var(--color-text);
    font: inherit;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
  }
  .tile svg {
    color: var(--color-link);
  }
  a.tile,
  button.tile:enabled {
    cursor: pointer;
  }
  .tile-disabled {
    cursor: not-allowed;
  }
  a.tile:hover,
  button.tile:enabled:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow);
  }
  .tile-note {
    font-weight: 400;
    font-size: 0.85rem;
    color: var(--color-muted);
  }
  .tile-disabled > :not(.tile-overlay) {
    opacity: 0.45;
  }
  .tile-overlay {
    position: absolute;
    inset: 1.25rem 0 auto;
    padding: 0.5rem;
    background: rgba(10, 14, 20, 0.8);
    color: #fff;
    font-size: 1.1rem;
    letter-spacing: 0.02em;
  }
`;

function Face({ icon, label, note }: { icon: TileIconName; label: string; note?: string }) {
  return (
    <>
      <TileIcon name={icon} />
      <span className="tile-label">{label}</span>
      {note ? <span className="tile-note">{note}</span> : null}
    </>
  );
}

/**
 * The five tiles of the landing page (spec section 2): procedures links to /procedures, digital
 * certificates opens the dialog, payments and documentation have no action yet, support is disabled.
 */
export function ServiceTiles() {
  const [certificateOpen, setCertificateOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-title" className="service-tiles">
      <h2 id="services-title">{t('Online services')}</h2>
      <FadeIn>
        <Grid>
          <li>
            <Link to="/procedures" className="tile">
              <Face icon="procedures" label={t('Online procedures (tile)')} />
            </Link>
          </li>
          <li>
            <button type="button" className="tile" aria-haspopup="dialog" onClick={() => setCertificateOpen(true)}>
              <Face icon="certificates" label={t('Digital certificates')} />
            </button>
          </li>
          <li>
            <div className="tile tile-static">
              <Face icon="payments" label={t('Online payments')} note={t('Coming soon')} />
            </div>
          </li>
          <li>
            <div className="tile tile-static">
              <Face icon="documentation" label={t('Online documentation')} note={t('Coming soon')} />
            </div>
          </li>
          <li>
            <button type="button" className="tile tile-disabled" disabled>
              <Face icon="support" label={t('Support')} />
              <span className="tile-overlay">{t('Disabled')}</span>
            </button>
          </li>
        </Grid>
      </FadeIn>
      <CertificateDialog open={certificateOpen} onClose={() => setCertificateOpen(false)} />
    </section>
  );
}
