// Public calls (anybody may make them). Certificate validation: the verdict, and the certificate's PDF;
// a payment receipt's check, which shares the certificates' rate limit.
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const certificateValidate = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/certificate/validate/', role: 'public', request: 'CertificateCheckQuerySchema', response: 'CertificateCheckResponseSchema' });
export const certificatePdf = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/certificate/pdf/', role: 'public', request: 'CertificateCheckQuerySchema', file: true });
export const receiptValidate = /*#__PURE__*/ defineCall({ method: 'GET', path: '/api/v2/payment/receipt/validate/', role: 'public', request: 'ReceiptCheckQuerySchema', response: 'ReceiptCheckResponseSchema', summary: "A payment receipt's check: verdict, amount, masked payer and the PDF's SHA-256 (the certificate check's rate limit)." });
