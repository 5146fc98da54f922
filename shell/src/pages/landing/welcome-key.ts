import { i18nKey } from '../../i18n';

// Spanish puts an article before a municipality's name that starts with a common noun:
// "Bienvenido a la Alcaldía de …", "Bienvenido al Municipio …", but "Bienvenido a San Rafael".
const FEMININE = /^(alcald[ií]a|gobernaci[oó]n|municipalidad|ciudad|villa|intendencia|prefectura)\b/i;
const MASCULINE = /^(municipio|ayuntamiento|concejo|cabildo|distrito|cant[oó]n|gobierno)\b/i;

/** The i18n key of the landing heading for a customer's name (its Spanish text carries the right article). */
export function welcomeKey(name: string): string {
  const trimmed = name.trim();
  if (FEMININE.test(trimmed)) return i18nKey('Welcome to the {{name}}');
  if (MASCULINE.test(trimmed)) return i18nKey('Welcome to the {{name}} (masculine)');
  return i18nKey('Welcome to {{name}}');
}
