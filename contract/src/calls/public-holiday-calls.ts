// Public calls (anybody may make them). The holiday calendar of /feriados.
// One file per area, so a page's bundle carries only the calls of its own area.
import { defineCall } from './define-call.ts';

export const holidayCalendar = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/holiday/calendar/', role: 'public', request: 'HolidayCalendarRequestSchema', response: 'HolidayCalendarResponseSchema' });
// The city's service indicators as /indicadores shows them (a read, like the holiday calendar).
export const indicators = /*#__PURE__*/ defineCall({ method: 'POST', readOnly: true, path: '/api/v2/indicators/', role: 'public', request: 'IndicatorsRequestSchema', response: 'IndicatorsResponseSchema' });
