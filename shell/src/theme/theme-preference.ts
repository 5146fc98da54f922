// Dark mode is the body class `dark-mode` (spec section 4). This file imports nothing shared, so
// index.ts can apply the theme before the async federation boundary: the first styled paint is
// already in the right theme, without an inline script (the CSP forbids one).

export const THEME_STORAGE_KEY = 'portal-theme';
export const DARK_CLASS = 'dark-mode';
export type Theme = 'dark' | 'light';

/** The visitor's own choice, if they made one. */
export function storedTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Theme | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** The system preference, for a first visit. */
export function systemTheme(match: ((query: string) => { matches: boolean }) | undefined = safeMatchMedia()): Theme {
  return match?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme to show now: the stored choice, else the system's. */
export function initialTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Puts the theme on the body. */
export function applyTheme(theme: Theme, body: HTMLElement = document.body): void {
  body.classList.toggle(DARK_CLASS, theme === 'dark');
}

/** Remembers the visitor's choice across visits. Private modes without storage still switch. */
export function storeTheme(theme: Theme): void {
  try {
    safeStorage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function safeMatchMedia(): ((query: string) => MediaQueryList) | undefined {
  return typeof globalThis.matchMedia === 'function' ? (q) => globalThis.matchMedia(q) : undefined;
}
