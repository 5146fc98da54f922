/** The languages of the portal; the first is the default and the fallback (spec section 9). */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * The cookie that keeps the visitor's language. A cookie, not localStorage, so the portal server
 * can read it and render a page in that language (issue 20); not HttpOnly, since the page sets it.
 */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** True for a language the portal has. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language in a Cookie header or `document.cookie`, else the default. */
export function languageFromCookie(cookie: string | undefined): Language {
  const value = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Keeps the language where a server (the cookie) and assistive technology (`<html lang>`) read it. */
export function storeLanguage(language: Language, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  doc.documentElement.lang = language;
}
