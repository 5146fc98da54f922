// The folder's texts join mfe-procedures's namespace when the folder's page loads (after the
// remote's own catalogue); its components take their translation helper from here.
import { registerTranslations } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { citizenFolderEs } from './es';

registerTranslations(NAMESPACE, { es: citizenFolderEs });

export { useTranslation } from '../i18n';
