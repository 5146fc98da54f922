// How @portal/ui's parts translate: each part registers its own words (es.ts) in the 'ui'
// namespace of the page's one i18next instance when it loads, in whichever container compiled it
// (registering the same words again changes nothing). A caller's label, when given, is translated
// by the caller.
import { registerTranslations as register, translationsOf, type Catalogues } from '@portal/shared';

const NAMESPACE = 'ui';

export const { useTranslation } = translationsOf(NAMESPACE);

/** Adds a part's words to @portal/ui's namespace. */
export function registerTranslations(catalogues: Catalogues): void {
  register(NAMESPACE, catalogues);
}
