// Public calls (anybody may make them). The site search.
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const search = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/search/', role: 'public', request: 'SearchRequestSchema', response: 'SearchResponseSchema' });
