import { useState, type MouseEvent } from 'react';
import { Link, up } from '@portal/shared';
import styled from 'styled-components';
import { pages } from '@portal/pages';
import { TileIcon, type TileIconName } from './TileIcon';
import type { CertificateDialog as CertificateDialogComponent } from './CertificateDialog';
import { FadeIn } from '../../motion/FadeIn';
import { useTranslation } from '../../i18n';
import { loadOnDemand } from '../../performance/load-on-demand';

// The dialog's code is fetched when a visitor shows interest in the tile (pointer over it, focus,
// touch), so the first visit need not carry it and a click seldom waits for it.
const loadCertificateDialog = loadOnDemand(() => import(/* webpackChunkName: "certificate-dialog" */ './CertificateDialog').then((module) => module.CertificateDialog));
const prefetchCertificateDialog = () => void loadCertificateDialog().catch(() => undefined);

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
  a.tile:hover,
  button.tile:enabled:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow);
  }
`;

function Face({ icon, label }: { icon: TileIconName; label: string }) {
  return (
    <>
      <TileIcon name={icon} />
      <span className="tile-label">{label}</span>
    </>
  );
}

/**
 * The landing page's service tiles (spec section 2): procedures links to /procedures, digital
 * certificates opens the dialog (a link to the check's page without JavaScript), documentation
 * leads to the help page and support to the contact page, online payments to /pagos (what a
 * request owes, how to pay it, what was paid). Every tile leads somewhere.
 */
export function ServiceTiles() {
  const [CertificateDialog, setCertificateDialog] = useState<typeof CertificateDialogComponent | null>(null);
  const [certificateOpen, setCertificateOpen] = useState(false);
  const [certificateLoading, setCertificateLoading] = useState(false);
  const { t } = useTranslation();
  const openCertificate = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window follows the link (a middle click fires no click).
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (CertificateDialog) {
      setCertificateOpen(true);
      return;
    }
    // A click that reaches this handler always leads somewhere: while the dialog's code arrives the
    // visitor is told so, and if it cannot arrive the tile does what it does without JavaScript,
    // open the check's own page. (A click React never delivers here is not covered: see CHANGELOG.)
    const checkPage = event.currentTarget.href;
    setCertificateLoading(true);
    loadCertificateDialog().then(
      (component) => {
        setCertificateDialog(() => component);
        setCertificateLoading(false);
        setCertificateOpen(true);
      },
      () => window.location.assign(checkPage),
    );
  };
  return (
    <section aria-labelledby="services-title" className="service-tiles">
      <h2 id="services-title">{t('Online services')}</h2>
      <FadeIn>
        <Grid>
          <li>
            <Link to={pages.procedures.href()} className="tile">
              <Face icon="procedures" label={t('Online procedures (tile)')} />
            </Link>
          </li>
          <li>
            {/* A link to the check's page and its form, so it works without JavaScript; with it,
                the tile opens the dialog in place (spec section 2). */}
            <Link
              to={pages.certificateCheck.href()}
              className="tile"
              aria-haspopup="dialog"
              aria-busy={certificateLoading || undefined}
              onClick={openCertificate}
              onPointerEnter={prefetchCertificateDialog}
              onFocus={prefetchCertificateDialog}
              onTouchStart={prefetchCertificateDialog}
            >
              <Face icon="certificates" label={t('Digital certificates')} />
            </Link>
          </li>
          <li>
            <Link to={pages.payments.href()} className="tile">
              <Face icon="payments" label={t('Online payments')} />
            </Link>
          </li>
          <li>
            <Link to={pages.help.href()} className="tile">
              <Face icon="documentation" label={t('Online documentation')} />
            </Link>
          </li>
          <li>
            <Link to={pages.contact.href()} className="tile">
              <Face icon="support" label={t('Support')} />
            </Link>
          </li>
        </Grid>
      </FadeIn>
      <p role="status" className="visually-hidden">
        {certificateLoading ? t('Loading...') : null}
      </p>
      {CertificateDialog ? <CertificateDialog open={certificateOpen} onClose={() => setCertificateOpen(false)} /> : null}
    </section>
  );
}
