// The anti-forgery token of a page a shared cache holds: such a page carries none (its HTML is the
// same for every visitor), so the shared client asks GET /api/v2/csrf/ once, before the page's
// first write, and sends the answer in X-CSRFToken like a token read from the boot data.
import axios, { type AxiosAdapter, type AxiosResponse } from 'axios';
import { calls } from '@portal/contract';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
let pending: Promise<string> | null = null;

/** The visitor's token, asked once per page (the same promise for writes made together). */
function tokenFrom(baseURL: string | undefined): Promise<string> {
  pending ??= axios.get<{ data?: { token?: unknown } }>(calls.csrfToken.path, { baseURL, withCredentials: true })
    .then((answer) => (typeof answer.data?.data?.token === 'string' ? answer.data.data.token : ''))
    .catch((error: unknown) => {
      // Asked again by the next write: the network may be back.
      pending = null;
      throw error;
    });
  return pending;
}

/** Forgets the token asked for (tests; and after a refusal, so the next write asks again). */
export function forgetCsrfToken(): void {
  pending = null;
}

/**
 * Wraps the client's adapter: a write without the header (the page had no token) gets the asked
 * one. Done in the adapter, after the interceptors, so the client's own interceptor stays
 * synchronous (its loading flag rises in the tick the request is made).
 */
export function withCsrfToken(adapter: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    // A read made by POST (the blog's) needs no token: asking for one would hold the first visit's
    // news back by a round trip.
    const readOnly = (config as { readOnly?: boolean }).readOnly === true;
    const asked = !readOnly && WRITES.has((config.method ?? 'get').toLowerCase()) && !config.headers.has('X-CSRFToken');
    if (asked) {
      // Without a token the write goes as it is, and the server's 403 says what to do.
      const token = await tokenFrom(config.baseURL).catch(() => '');
      if (token) config.headers.set('X-CSRFToken', token);
    }
    try {
      return await adapter(config);
    } catch (error) {
      // The cookie may have gone (cleared, expired): the next write asks for a new token.
      if (asked && (error as { response?: AxiosResponse }).response?.status === 403) forgetCsrfToken();
      throw error;
    }
  };
}
