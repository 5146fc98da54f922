// English where it is not the key itself; registerTranslations fills in the rest from the keys.
import type { Catalogue } from '@portal/shared';

export const en: Catalogue = {
  // Keys that say where they are used: one English key has one Spanish text across containers.
  'Online procedures (tile)': 'Online procedures',
  // The same words as the 404 heading, as the document title (the key says where it is used).
  'Service unavailable (page title)': 'Service unavailable',
  'Page not found (page title)': 'Page not found',
  'Welcome to the {{name}} (masculine)': 'Welcome to the {{name}}',
};
