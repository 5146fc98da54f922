// GET /api/v2/search/ (issue 14): the site search of /buscar.
import { currentCustomerId, request } from '@portal/shared';
import { calls } from '@portal/contract';
import type { SearchResponse } from '@portal/contract';

export type SearchResults = SearchResponse['data'];

/** One page of results for `q`; rejects with the server's Spanish message on failure. */
export function fetchSearch(q: string, page: number): Promise<SearchResults> {
  return request<SearchResults>({
    method: 'GET',
    url: calls.search.path,
    params: { customer_id: currentCustomerId(), q, page },
    // The page says what went wrong itself, next to the search box.
    toastOnError: false,
  });
}
