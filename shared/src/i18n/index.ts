// The one i18next instance of the page and how containers use it (shared/README.md, "Texts and
// languages"). Each container registers its own catalogues when it loads; components translate
// with useTranslation from their container's src/i18n, which registers first.
import { useContext, useMemo, useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedEs, type Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE, languageFromCookie, storeLanguage, type Language } from './language';
import { RenderScopeContext } from '../ssr/render-scope';
import { readBoot } from '../http/boot';

export type { Catalogue } from './catalogue';
// The shared texts themselves, for the check that one key reads the same in every container.
export { sharedEs } from './catalogue';
export * from './language';

const NAMESPACE = 'translation';

/**
 * The one i18next instance (spec section 9): Spanish by default and as fallback, one namespace,
 * whole keys (no key or namespace separator: a key is an English sentence and may hold '.' or
 * ':'), no escaping (React escapes), no saving of missing keys, re-render on language change.
 * Catalogues ship inside each container's bundle, so there is no translation request.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageFromCookie(document.cookie),
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  saveMissing: false,
  react: { bindI18n: 'languageChanged', useSuspense: true },
  resources: {},
  initAsync: false,
  showSupportNotice: false,
});

/** The catalogues a container ships: Spanish for every key, English only where it is not the key itself. */
export interface Catalogues {
  es: Catalogue;
  en?: Catalogue;
}

/**
 * Adds a container's strings to the shared instance. Call it once when the container loads,
 * before its first render (its src/i18n/index.ts does). English is the key unless `en` says
 * otherwise, so an English catalogue is complete without repeating every sentence.
 */
export function registerTranslations({ es, en = {} }: Catalogues): void {
  const english: Catalogue = {};
  for (const key of Object.keys(es)) english[key] = en[key] ?? key;
  i18n.addResourceBundle('es', NAMESPACE, es, true, true);
  i18n.addResourceBundle('en', NAMESPACE, { ...english, ...en }, true, true);
}

registerTranslations({ es: sharedEs });

/** Switches the page's language, and stores it (cookie `lang`, `<html lang>`) for the server and the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

/** The page's language; on the server, the language of the request being rendered. */
export function currentLanguage(): Language {
  const language = typeof document === 'undefined' ? (readBoot().ssr?.language ?? i18n.language) : i18n.language;
  return language === 'en' ? 'en' : 'es';
}

/** Translates outside React (a message built in a plain function); components use useTranslation. */
export function translate(key: string, values?: Record<string, string | number>): string {
  const t = typeof document === 'undefined' ? i18n.getFixedT(currentLanguage()) : i18n.t.bind(i18n);
  return values ? t(key, values) : t(key);
}

/** Marks a literal as a key that is translated later with t(key), so the catalogue test finds it. */
export function i18nKey<Key extends string>(key: Key): Key {
  return key;
}

// A visitor's stored language also names the page's language for assistive technology.
if (typeof document !== 'undefined' && currentLanguage() !== DEFAULT_LANGUAGE) document.documentElement.lang = currentLanguage();

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** t() in the page's language for a component, which renders again when the language changes. */
export function useTranslation() {
  // A server render translates with its request's instance; the browser with the page's one.
  const instance = useContext(RenderScopeContext)?.i18n ?? i18n;
  const language = useSyncExternalStore(subscribeToLanguage, () => i18n.language, () => instance.language);
  const t = useMemo(() => instance.getFixedT(language), [instance, language]);
  return { t, i18n: instance, language };
}
