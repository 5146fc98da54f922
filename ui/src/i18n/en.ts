import type { Catalogue } from '@portal/shared';

/** English where it is not the key itself (none yet: every key is its English text). */
export const en: Catalogue = {};
