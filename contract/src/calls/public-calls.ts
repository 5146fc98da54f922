// The calls anybody may make: what the public pages ask the server (citizens' forms, the news, the
// search, appointments and online requests). Each names the schemas of its request and answer.
import { defineCall } from './define-call.ts';

// News and the city's pages.
export const blogPostList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/blog/post/', role: 'public', request: 'PostListRequestSchema', response: 'PostListResponseSchema' });
export const blogPostDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/blog/post/detail/', role: 'public', request: 'PostDetailRequestSchema', response: 'PostDetailResponseSchema' });
export const blogPageList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/blog/page/', role: 'public', request: 'PageListRequestSchema', response: 'PageListResponseSchema' });
export const blogPageDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/blog/page/detail/', role: 'public', request: 'PageDetailRequestSchema', response: 'PageDetailResponseSchema' });
export const blogPageFiles = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/blog/page/getPublicFile/', role: 'public', request: 'PublicFilesRequestSchema', response: 'PublicFilesResponseSchema' });
// The contact form, the page feedback question and the newsletter.
export const contact = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/contact/', role: 'public', request: 'ContactRequestSchema', response: 'ContactResponseSchema', created: true });
export const feedback = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/feedback/', role: 'public', request: 'FeedbackRequestSchema', response: 'FeedbackResponseSchema', created: true });
export const newsletterConfirm = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/newsletter/confirm/', role: 'public', request: 'NewsletterTokenQuerySchema', page: true, summary: 'The link of the confirmation e-mail: answers a page.' });
export const newsletterUnsubscribePage = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/newsletter/unsubscribe/', role: 'public', request: 'NewsletterTokenQuerySchema', page: true, summary: 'The unsubscribe link of every newsletter: answers a page with the button.' });
export const newsletterUnsubscribe = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/newsletter/unsubscribe/', role: 'public', query: 'NewsletterTokenQuerySchema', urlencoded: true, page: true, summary: 'One-click unsubscribe (RFC 8058): the body is List-Unsubscribe=One-Click.' });
export const newsletterSubscribe = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/newsletter/subscribe/', role: 'public', request: 'NewsletterSubscribeRequestSchema', response: 'NewsletterSubscribeResponseSchema' });
// The site search and the holiday calendar.
export const search = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/search/', role: 'public', request: 'SearchRequestSchema', response: 'SearchResponseSchema' });
export const holidayCalendar = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/holiday/calendar/', role: 'public', request: 'HolidayCalendarRequestSchema', response: 'HolidayCalendarResponseSchema' });
// Certificate validation: the verdict, and the certificate's PDF.
export const certificateValidate = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/certificate/validate/', role: 'public', request: 'CertificateCheckQuerySchema', response: 'CertificateCheckResponseSchema' });
export const certificatePdf = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/certificate/pdf/', role: 'public', request: 'CertificateCheckQuerySchema', file: true });
// Counter appointments: offices, free days and times, booking, looking up and cancelling.
export const appointmentOffices = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/offices/', role: 'public', request: 'AppointmentOfficesRequestSchema', response: 'AppointmentOfficesResponseSchema' });
export const appointmentFreeDays = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/getAvailable/', role: 'public', request: 'AvailableRequestSchema', response: 'AvailableResponseSchema' });
export const appointmentBook = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/create/', role: 'public', request: 'CreateAppointmentRequestSchema', response: 'CreateAppointmentResponseSchema', created: true });
export const appointmentLookup = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/detail/', role: 'public', request: 'AppointmentLookupRequestSchema', response: 'AppointmentResponseSchema' });
export const appointmentCancel = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/cancel/', role: 'public', request: 'AppointmentLookupRequestSchema', response: 'AppointmentResponseSchema' });
// Online requests: filing one, tracking it, adding a document, downloading one.
export const requestAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/add/', role: 'public', request: 'UserProcedureAddRequestSchema', response: 'UserProcedureAddResponseSchema', created: true });
export const requestTrack = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/track/', role: 'public', request: 'TrackRequestSchema', response: 'TrackResponseSchema' });
export const requestAddFile = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/addFile/', role: 'public', response: 'TrackResponseSchema', multipart: true });
export const requestDownloadFile = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/downloadFile/', role: 'public', request: 'CitizenDownloadRequestSchema', file: true });
