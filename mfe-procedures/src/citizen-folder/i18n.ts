// The folder's texts join the page's one i18next instance when the folder's page loads (after the
// remote's own catalogue); its components take their translation helper from here.
import { registerTranslations } from '@portal/shared';
import { citizenFolderEs } from './es';

registerTranslations({ es: citizenFolderEs });

export { useTranslation } from '../i18n';
