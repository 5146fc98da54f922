// mfe-admin's texts, registered on the page's one i18next instance when this remote loads:
// every module that shows text imports this one, so the strings are there before the first render.
import { registerTranslations } from '@portal/shared';
import { en } from './en';
import { es } from './es';

registerTranslations({ es, en });

export { i18nKey, translate, useTranslation } from '@portal/shared';
