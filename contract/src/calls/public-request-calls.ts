// Public calls (anybody may make them). Online requests: filing one, tracking it, adding a document, downloading one.
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const requestAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/add/', role: 'public', request: 'UserProcedureAddRequestSchema', response: 'UserProcedureAddResponseSchema', created: true });
export const requestTrack = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/userProcedure/track/', role: 'public', request: 'TrackRequestSchema', response: 'TrackResponseSchema' });
export const requestAddFile = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/addFile/', role: 'public', response: 'TrackResponseSchema', multipart: true });
export const requestDownloadFile = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/userProcedure/downloadFile/', role: 'public', request: 'CitizenDownloadRequestSchema', file: true });
export const requestReportPayment = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/reportPayment/', role: 'public', request: 'ReportPaymentRequestSchema', response: 'TrackResponseSchema', summary: 'A citizen reports a transfer or Pago Móvil (reference, bank, day) with code + e-mail; a clerk confirms or rejects it.' });
export const requestReceipt = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/userProcedure/receipt/', role: 'public', request: 'ReceiptDownloadRequestSchema', file: true, summary: "A confirmed payment's receipt PDF, for the citizen with code + e-mail." });
export const requestPayByCard = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/userProcedure/payByCard/', role: 'public', request: 'CardCheckoutRequestSchema', response: 'CardCheckoutResponseSchema', created: true, summary: "Opens a card checkout at the city's payment gateway for the fee owed; answers where to send the citizen." });
export const paymentWebhook = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/payment/webhook/', role: 'public', summary: "The card gateway's signed webhook (raw JSON body, HMAC-SHA256 signature header); a replayed event id changes nothing." });
