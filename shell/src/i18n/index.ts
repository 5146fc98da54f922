// The shell's texts, registered on the page's one i18next instance before anything renders.
// Components translate with the hook below (never from @portal/shared directly: this module
// must run first, and a lint rule says so).
import { registerTranslations } from '@portal/shared';
import { en } from './en';
import { es } from './es';

registerTranslations({ es, en });

export { i18nKey, translate, useTranslation } from '@portal/shared';
