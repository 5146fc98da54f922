import { useEffect, useState } from 'react';
import { useClientValue } from '@portal/shared';
import { DARK_CLASS, applyTheme, storeTheme, storedTheme, type Theme } from './theme-preference';
import { useTranslation } from '../i18n';

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20.7 14.6A8.5 8.5 0 0 1 9.4 3.3 8.5 8.5 0 1 0 20.7 14.6z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

/** The dark/light switch: a toggle button whose pressed state is dark mode; the choice is remembered. */
export function ThemeToggle() {
  const { t } = useTranslation();
  // The theme index.ts applied before anything rendered; the server cannot know it, so the
  // server's HTML shows the light state and the button updates right after hydration.
  const shown = useClientValue<Theme>(() => (document.body.classList.contains(DARK_CLASS) ? 'dark' : 'light'), 'light');
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? shown;
  const setTheme = (next: Theme) => {
    applyTheme(next);
    setChosen(next);
  };

  // Until the visitor chooses, the site keeps following the system setting as it changes.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (!storedTheme()) setTheme(query.matches ? 'dark' : 'light');
    };
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);

  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={dark}
      title={dark ? t('Switch to light mode') : t('Switch to dark mode')}
      onClick={() => {
        const next: Theme = dark ? 'light' : 'dark';
        storeTheme(next);
        setTheme(next);
      }}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      <span className="visually-hidden">{t('Dark mode')}</span>
    </button>
  );
}
