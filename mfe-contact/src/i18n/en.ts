// English where it is not the key itself; registerTranslations fills in the rest from the keys.
import type { Catalogue } from '@portal/shared';

export const en: Catalogue = {
  'Office (heading)': 'Office',
};
