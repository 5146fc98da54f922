import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { es } from './es';

/**
 * The one i18next instance (spec section 9): Spanish by default and as fallback, one namespace,
 * whole keys (no key separator), no escaping (React escapes), no saving of missing keys, re-render
 * on language change, and Suspense while translations are not ready. Resources ship in the bundle,
 * so there is no translation request.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  ns: ['translation'],
  defaultNS: 'translation',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  saveMissing: false,
  react: { bindI18n: 'languageChanged', useSuspense: true },
  resources: { es: { translation: es } } as Resource,
  initAsync: false,
  showSupportNotice: false,
});

/** Lets a remote add its own Spanish strings to the shared instance. */
export function addTranslations(strings: Record<string, string>): void {
  i18n.addResourceBundle('es', 'translation', strings, true, false);
}
