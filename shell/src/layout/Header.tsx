import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, currentCustomerAtom, siteConfigAtom, up } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { buildMenu } from './menu';
import { MainMenu } from './MainMenu';
import { EgovButton } from './EgovButton';
import { SidePanel } from './SidePanel';
import { AvailabilityIndicator } from './AvailabilityIndicator';
import { ThemeToggle } from '../theme/ThemeToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { useScrolledPast } from './use-scrolled-past';
import { mediaUrl } from '../site/urls';
import { currentServerOrigin } from '../site/use-server-origin';
import { useTranslation } from '../i18n';

/** Spec section 9: the header turns sticky after 100 px of scroll. */
export const STICKY_AFTER_PX = 100;

// The whole menu fits beside the actions and a two-line city name from 1200 px only (xl): below,
// in Spanish it pushed the header 67-175 px wider than the screen and squeezed the name into five
// lines, so up to 1199 px the header is the compact one (menu behind its button). From 1200 px the
// row is spaced tighter and the name keeps at least 8.5rem, two lines for 'Alcaldía de San Rafael
// del Valle'. (Comments inside the template would be shipped with the CSS.)
//
// Stuck, the header shows only its main row, yet keeps its height in the page: the top row is hidden
// (visibility, so its links leave the tab order) and the header sticks that row's height above the
// screen ($topRow: its height, read as the header sticks). Dropping the row instead (display: none) moved the whole
// page up by its height a frame after a scroll passed 100 px, and down again back at the top, so a
// click pressed just then was released beside its target and lost; and just past 100 px, Chromium's
// scroll anchoring undid each move and the header flipped between its two states on every frame.
const Bar = styled.header<{ $topRow: number }>`
  position: relative;
  z-index: 100;
  background: var(--color-bg);
  border-bottom: 1px solid var(--color-border);
  &.is-sticky {
    position: sticky;
    top: ${({ $topRow }) => -$topRow}px;
    box-shadow: var(--shadow);
  }
  &.is-sticky .header-top {
    visibility: hidden;
  }
  .header-top {
    background: var(--color-surface);
    font-size: 0.875rem;
  }
  .header-top .container {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
    align-items: center;
    justify-content: space-between;
    padding-block: 0.25rem;
  }
  .header-top a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .availability {
    margin: 0;
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
  }
  .availability-dot {
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: var(--color-muted);
  }
  .availability[data-available='true'] .availability-dot {
    background: var(--color-success);
  }
  .header-main {
    display: flex;
    align-items: center;
    gap: 1rem;
    min-height: 4.5rem;
  }
  .site-logo {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    color: var(--color-text);
    font-weight: 700;
    text-decoration: none;
    margin-right: auto;
    line-height: 1.2;
  }
  .site-logo img {
    width: 44px;
    height: 44px;
  }
  .site-name {
    min-width: 8.5rem;
  }
  .header-actions .egov-button {
    white-space: nowrap;
  }
  .header-actions {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    background: transparent;
    color: var(--color-text);
    cursor: pointer;
  }
  .icon-button[aria-pressed='true'],
  .icon-button[aria-expanded='true'] {
    border-color: var(--color-primary);
    color: var(--color-link);
  }
  .egov-button,
  .side-panel-button,
  .language-switch-desktop,
  .main-menu-desktop {
    display: none;
  }
  .mobile-menu .language-switch-mobile {
    display: flex;
    margin-top: 0.75rem;
  }
  ${up('xl')} {
    .language-switch-desktop,
    .egov-button,
    .side-panel-button {
      display: inline-flex;
    }
    .main-menu-desktop {
      display: block;
    }
    .mobile-menu-button,
    .mobile-menu {
      display: none;
    }
  }
  .main-menu ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .main-menu a,
  .main-menu .menu-text,
  .submenu-toggle {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    padding: 0.5rem 0.6rem;
    color: var(--color-text);
    text-decoration: none;
    font: inherit;
    font-weight: 600;
    background: none;
    border: 0;
    cursor: pointer;
  }
  .main-menu a:hover,
  .submenu-toggle:hover,
  .main-menu a[aria-current='page'] {
    color: var(--color-link);
    text-decoration: underline;
  }
  .main-menu-desktop > ul {
    display: flex;
  }
  ${up('xl')} {
    .header-main {
      gap: 0.75rem;
    }
    .header-actions {
      gap: 0.35rem;
    }
    .header-actions .egov-button {
      padding-inline: 0.9rem;
    }
    .main-menu-desktop a,
    .main-menu-desktop .menu-text,
    .main-menu-desktop .submenu-toggle {
      padding-inline: 0.45rem;
    }
  }
  .main-menu-desktop .has-submenu {
    position: relative;
  }
  .main-menu-desktop .submenu {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 14rem;
    padding: 0.5rem 0;
    background: var(--color-bg);
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
    box-shadow: var(--shadow);
  }
  .main-menu-desktop .submenu a {
    display: flex;
    padding-inline: 1rem;
    font-weight: 400;
  }
  .has-submenu.is-open svg {
    transform: rotate(180deg);
  }
  .mobile-menu {
    border-top: 1px solid var(--color-border);
    padding-block: 0.5rem 1rem;
  }
  .mobile-menu .main-menu a,
  .mobile-menu .submenu-toggle,
  .mobile-menu .menu-text {
    display: flex;
    width: 100%;
    justify-content: space-between;
  }
  .mobile-menu .submenu {
    padding-left: 1rem;
    border-left: 2px solid var(--color-border);
    margin-left: 0.6rem;
  }
  .mobile-menu .submenu a {
    font-weight: 400;
  }
  .mobile-menu .egov-button {
    display: inline-flex;
    margin-top: 0.75rem;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={open ? 'M5 5l14 14M19 5L5 19' : 'M3 6h18M3 12h18M3 18h18'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PanelIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <circle cx="5" cy="5" r="2" />
        <circle cx="12" cy="5" r="2" />
        <circle cx="19" cy="5" r="2" />
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
        <circle cx="5" cy="19" r="2" />
        <circle cx="12" cy="19" r="2" />
        <circle cx="19" cy="19" r="2" />
      </g>
    </svg>
  );
}

/** Site header (spec section 2): logo, customer name, main menu, Gobierno Electrónico, side panel, mobile menu, theme. */
export function Header() {
  const customer = useAtomValue(currentCustomerAtom);
  const config = useAtomValue(siteConfigAtom);
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const [panelOpen, setPanelOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileButton = useRef<HTMLButtonElement>(null);
  const topRow = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const name = customer?.name ?? config?.config.siteName ?? t('Citizen Portal');

  const menu = buildMenu(config?.menu ?? [], t('Contact'));

  // Following a link closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname, search]);

  return (
    // The top row's height is read as the header sticks (sticky is false until the page has been
    // scrolled, so the row is in the page by then): one layout read per change, and no code that
    // follows the row's size meanwhile, which the first visit's script budget has no room for.
    <Bar className={`site-header${sticky ? ' is-sticky' : ''}`} $topRow={sticky ? topRow.current!.offsetHeight : 0}>
      <div className="header-top" ref={topRow}>
        <div className="container">
          <AvailabilityIndicator />
          {customer?.phone ? (
            <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>
              <span className="visually-hidden">{t('Phone')}: </span>
              {customer.phone}
            </a>
          ) : null}
        </div>
      </div>
      <div className="container header-main">
        <Link to="/" className="site-logo">
          {customer?.logo ? <img src={mediaUrl(currentServerOrigin(), customer.logo)} alt="" width={44} height={44} /> : null}
          <span className="site-name">{name}</span>
          <span className="visually-hidden"> — {t('Home')}</span>
        </Link>
        <MainMenu items={menu} variant="desktop" label={t('Main menu')} />
        <div className="header-actions">
          <EgovButton />
          <LanguageSwitch className="language-switch-desktop" />
          <ThemeToggle />
          <button type="button" className="icon-button side-panel-button" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
            <PanelIcon />
            <span className="visually-hidden">{t('Open side panel')}</span>
          </button>
          <button
            ref={mobileButton}
            type="button"
            className="icon-button mobile-menu-button"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((o) => !o)}
          >
            <MenuIcon open={mobileOpen} />
            <span className="visually-hidden">{t('Menu')}</span>
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        className="mobile-menu container"
        hidden={!mobileOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setMobileOpen(false);
            mobileButton.current?.focus();
          }
        }}
      >
        <MainMenu items={menu} variant="mobile" label={t('Main menu (mobile)')} onNavigate={() => setMobileOpen(false)} />
        <EgovButton />
        <LanguageSwitch className="language-switch-mobile" />
      </div>
      <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
    </Bar>
  );
}
