// @portal/ui's own texts, registered on the page's one i18next instance by whichever container
// first loads a part of this package (each container compiles its own copy; registering the same
// words again changes nothing). A caller's label, when given, is translated by the caller.
import { registerTranslations } from '@portal/shared';
import { en } from './en';
import { es } from './es';

registerTranslations({ es, en });

export { i18nKey, useTranslation } from '@portal/shared';
