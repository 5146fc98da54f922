import type { Catalogue } from '@portal/shared';

// The words of @portal/ui's parts that no caller gives them, one catalogue a part, so a container
// carries only the words of the parts it shows: each part registers its own when it loads (the
// search box and the social links take all their words from the caller), in the 'ui' namespace.
// English is the key.

export const paginationEs: Catalogue = {
  Pagination: 'Paginación',
  Previous: 'Anterior',
  Next: 'Siguiente',
  Page: 'Página',
  '(page {{number}})': '(página {{number}})',
};
