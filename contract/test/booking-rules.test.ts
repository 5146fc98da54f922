// The booking form's rules and the calendar file, as the form and the server use them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calendarFile, checkBooking, isNationalId, normaliseNationalId } from '@portal/contract';

test('national ids are accepted as people write them and stored one way', () => {
  for (const typed of ['V-12345678', 'v12345678', 'V-12.345.678', ' e 1.234.567 ', 'V-123456']) assert.ok(isNationalId(typed), typed);
  for (const typed of ['J-12345678', 'V-12345', 'V-1234567890', '12345678', 'V-12,345,678', 'V-1234567a']) assert.ok(!isNationalId(typed), typed);
  assert.equal(normaliseNationalId('v-12.345.678'), 'V-12345678');
  assert.equal(normaliseNationalId(' e 1.234.567 '), 'E-1234567');
});

test('a booking names every missing or wrong field, in screen order', () => {
  assert.deepEqual(checkBooking({ name: 'Ana', national_id: 'V-1234567', email: 'ana@example.com', phone: '0414 555 1234' }), []);
  const problems = checkBooking({ name: ' ', national_id: 'X', email: 'ana@', phone: '' });
  assert.deepEqual(problems.map((problem) => problem.field), ['name', 'national_id', 'email', 'phone']);
  assert.equal(problems[1]!.key, 'Write a valid national id: V or E and 6 to 9 digits, for example V-12345678.');
});

test('the calendar file is valid iCalendar: CRLF lines, escaped text, UTC times, folded long lines', () => {
  const file = calendarFile({
    uid: 'A-7KQ2M9XP@portal.example', start: '2027-03-02T13:00:00.000Z', end: '2027-03-02T13:30:00.000Z', stamp: '2027-03-01T12:00:00.000Z',
    summary: 'Cita: Acta de nacimiento', location: 'Palacio Municipal, Av. Bolívar; planta baja', description: 'Código A-7KQ2M9XP\nLleve su cédula.',
  });
  assert.ok(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'));
  assert.ok(file.endsWith('END:VCALENDAR\r\n'));
  assert.ok(file.includes('DTSTART:20270302T130000Z\r\n'));
  assert.ok(file.includes('DTEND:20270302T133000Z\r\n'));
  const unfolded = file.replace(/\r\n /g, '');
  assert.ok(unfolded.includes('LOCATION:Palacio Municipal\\, Av. Bolívar\\; planta baja'));
  assert.ok(unfolded.includes('DESCRIPTION:Código A-7KQ2M9XP\\nLleve su cédula.'));
  assert.ok(file.split('\r\n').every((line) => Buffer.byteLength(line) <= 75));
});
