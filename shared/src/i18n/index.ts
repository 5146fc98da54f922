// The one i18next instance of the page and how containers use it (shared/README.md, "Texts and
// languages"). Each container registers its catalogues in a namespace of its own when it loads;
// its components translate with the useTranslation its src/i18n hands out (react-i18next's,
// bound to that namespace), so two containers may translate one key differently and a container
// needs no other's catalogue, on the server or in a test.
import i18next from 'i18next';
import { initReactI18next, useTranslation as useI18nextTranslation } from 'react-i18next';
import { sharedEs, type Catalogue } from './catalogue';
import { DEFAULT_LANGUAGE, languageFromCookie, storeLanguage, type Language } from './language';
import { readBoot } from '../http/boot';

export type { Catalogue } from './catalogue';
// The shared texts themselves, for the check that one key reads the same in every container.
export { sharedEs } from './catalogue';
export * from './language';

/** The texts of @portal/shared's own parts; every container's namespace falls back to it. */
export const SHARED_NAMESPACE = 'shared';

/**
 * The one i18next instance (spec section 9): Spanish by default and as fallback, one namespace per
 * container with the shared texts behind each, whole keys (no key or namespace separator: a key is an English sentence and may hold '.' or
 * ':'), no escaping (React escapes), no saving of missing keys, re-render on language change.
 * Catalogues ship inside each container's bundle, so there is no translation request.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageFromCookie(document.cookie),
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [SHARED_NAMESPACE],
  defaultNS: SHARED_NAMESPACE,
  fallbackNS: SHARED_NAMESPACE,
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
 * Adds a container's strings to its namespace on the shared instance. Call it when the container
 * loads, before its first render (its src/i18n/index.ts does); a later call adds to the namespace
 * (a page's own words, loaded with the page). English is the key unless `en` says otherwise, so
 * an English catalogue is complete without repeating every sentence.
 */
export function registerTranslations(namespace: string, catalogues: Catalogues): void;
/**
 * The form of @portal/shared before 2.4, which a remote built then still calls: its words join the
 * shared namespace, where the useTranslation it imported from here reads them.
 * @deprecated Name the container's namespace.
 */
export function registerTranslations(catalogues: Catalogues): void;
export function registerTranslations(first: string | Catalogues, second?: Catalogues): void {
  const [namespace, { es, en = {} }] = typeof first === 'string' ? [first, second!] : [SHARED_NAMESPACE, first];
  const english: Catalogue = {};
  for (const key of Object.keys(es)) english[key] = en[key] ?? key;
  i18n.addResourceBundle('es', namespace, es, true, true);
  i18n.addResourceBundle('en', namespace, { ...english, ...en }, true, true);
}

registerTranslations(SHARED_NAMESPACE, { es: sharedEs });

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

/** The language i18next reports, as one of the portal's two. */
function asLanguage(language: string | undefined): Language {
  return language === 'en' ? 'en' : 'es';
}

type Values = Record<string, string | number>;

/** Translates in `namespace` outside React (a message built in a plain function). */
function translateIn(namespace: string, key: string, values?: Values): string {
  const t = i18n.getFixedT(currentLanguage(), namespace);
  return values ? t(key, values) : t(key);
}

/** Translates a shared text outside React; a container's code uses the translate of its src/i18n. */
export function translate(key: string, values?: Values): string {
  return translateIn(SHARED_NAMESPACE, key, values);
}

/**
 * The translation helpers of one namespace, which a container's src/i18n hands to its code:
 * useTranslation is react-i18next's (it reads the request's instance from I18nextProvider during
 * a server render, and renders again when the language changes), plus the page's language.
 */
export function translationsOf(namespace: string) {
  function useTranslation() {
    const { t, i18n: instance } = useI18nextTranslation(namespace);
    return { t, i18n: instance, language: asLanguage(instance.language) };
  }
  return {
    useTranslation,
    translate: (key: string, values?: Values) => translateIn(namespace, key, values),
  };
}

/** t() for @portal/shared's own components. */
export const { useTranslation } = translationsOf(SHARED_NAMESPACE);

/** Marks a literal as a key that is translated later with t(key), so the catalogue test finds it. */
export function i18nKey<Key extends string>(key: Key): Key {
  return key;
}

// A visitor's stored language also names the page's language for assistive technology.
if (typeof document !== 'undefined' && currentLanguage() !== DEFAULT_LANGUAGE) document.documentElement.lang = currentLanguage();
