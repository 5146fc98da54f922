import type { Catalogue } from '@portal/shared';
import { paginationEs } from './es';

/** Every word of @portal/ui, for the catalogue tests (the parts register their own, es.ts). */
export const uiEs: Catalogue = { ...paginationEs };
