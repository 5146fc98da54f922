// The shell's texts, in a namespace of their own on the page's one i18next instance, registered
// before anything renders.
// Components translate with the hook below (never from @portal/shared directly: this module
// must run first, and a lint rule says so).
import { registerTranslations, translationsOf } from '@portal/shared';
import { en } from './en';
import { es } from './es';

/** This container's namespace: a page's own words loaded later join it. */
export const NAMESPACE = 'shell';

registerTranslations(NAMESPACE, { es, en });

export const { useTranslation, translate } = translationsOf(NAMESPACE);
export { i18nKey } from '@portal/shared';
