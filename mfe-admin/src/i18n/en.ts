// English where it is not the key itself; registerTranslations fills in the rest from the keys.
// Empty: every key of this remote reads as its own English text.
import type { Catalogue } from '@portal/shared';

export const en: Catalogue = {
  'Office (console)': 'Office',
  'Disabled (account)': 'Disabled',
  'Municipality (console)': 'Municipality',
  'Video (tool)': 'Video',
};
