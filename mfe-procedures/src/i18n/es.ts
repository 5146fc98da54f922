// mfe-procedures's Spanish texts. Key: the whole English sentence (shared/README.md, "Texts and languages").
// Group the entries by page or component, each group under a comment naming it.
import type { Catalogue } from '@portal/shared';
import { certificatesEs } from './certificates-es';

export const es: Catalogue = {
  ...certificatesEs,
};
