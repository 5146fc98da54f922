// Public calls (anybody may make them). The contact form, the page feedback question and the newsletter (its e-mails' links answer pages).
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const contact = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/contact/', role: 'public', request: 'ContactRequestSchema', response: 'ContactResponseSchema', created: true });
export const feedback = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/feedback/', role: 'public', request: 'FeedbackRequestSchema', response: 'FeedbackResponseSchema', created: true });
export const newsletterSubscribe = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/newsletter/subscribe/', role: 'public', request: 'NewsletterSubscribeRequestSchema', response: 'NewsletterSubscribeResponseSchema' });
export const newsletterConfirm = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/newsletter/confirm/', role: 'public', request: 'NewsletterTokenQuerySchema', page: true, summary: 'The link of the confirmation e-mail: answers a page.' });
export const newsletterUnsubscribePage = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/newsletter/unsubscribe/', role: 'public', request: 'NewsletterTokenQuerySchema', page: true, summary: 'The unsubscribe link of every newsletter: answers a page with the button.' });
export const newsletterUnsubscribe = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/newsletter/unsubscribe/', role: 'public', query: 'NewsletterTokenQuerySchema', urlencoded: true, page: true, summary: 'One-click unsubscribe (RFC 8058): the body is List-Unsubscribe=One-Click.' });
// The anti-forgery token a page a shared cache holds does not carry: the shared client asks for it before its first write.
export const csrfToken = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/csrf/', role: 'public', response: 'CsrfTokenResponseSchema', summary: 'Sets the anti-forgery cookie (or keeps the one sent) and answers its token, for the X-CSRFToken header.' });
