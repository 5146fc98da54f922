// Public calls (anybody may make them). The news and the city's pages, as the public pages read them.
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const blogPostList = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/blog/post/', role: 'public', request: 'PostListRequestSchema', response: 'PostListResponseSchema' });
export const blogPostDetail = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/blog/post/detail/', role: 'public', request: 'PostDetailRequestSchema', response: 'PostDetailResponseSchema' });
export const blogPageList = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/blog/page/', role: 'public', request: 'PageListRequestSchema', response: 'PageListResponseSchema' });
export const blogPageDetail = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/blog/page/detail/', role: 'public', request: 'PageDetailRequestSchema', response: 'PageDetailResponseSchema' });
export const blogPageFiles = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/blog/page/getPublicFile/', role: 'public', request: 'PublicFilesRequestSchema', response: 'PublicFilesResponseSchema' });
