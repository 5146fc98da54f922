// Public calls (anybody may make them). Counter appointments: offices, free days and times, booking, looking up and cancelling.
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const appointmentOffices = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/appointment/offices/', role: 'public', request: 'AppointmentOfficesRequestSchema', response: 'AppointmentOfficesResponseSchema' });
export const appointmentFreeDays = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/appointment/getAvailable/', role: 'public', request: 'AvailableRequestSchema', response: 'AvailableResponseSchema' });
export const appointmentBook = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/create/', role: 'public', request: 'CreateAppointmentRequestSchema', response: 'CreateAppointmentResponseSchema', created: true });
export const appointmentLookup = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/appointment/detail/', role: 'public', request: 'AppointmentLookupRequestSchema', response: 'AppointmentResponseSchema' });
export const appointmentCancel = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/cancel/', role: 'public', request: 'AppointmentLookupRequestSchema', response: 'AppointmentResponseSchema' });
// Another free time of the same office, with the code and e-mail.
export const appointmentMove = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/appointment/move/', role: 'public', request: 'AppointmentMoveRequestSchema', response: 'AppointmentResponseSchema' });
