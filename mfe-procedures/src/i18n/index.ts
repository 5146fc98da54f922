// mfe-procedures's texts, in a namespace of their own on the page's one i18next instance, registered when
// this remote loads: every module that shows text imports this one, so the strings are there
// before the first render.
import { registerTranslations, translationsOf } from '@portal/shared';
import { en } from './en';
import { es } from './es';

/** This container's namespace: a page's own words loaded later join it. */
export const NAMESPACE = 'procedures';

registerTranslations(NAMESPACE, { es, en });

export const { useTranslation, translate } = translationsOf(NAMESPACE);
export { i18nKey } from '@portal/shared';
