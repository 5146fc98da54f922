import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkContactMessage, contractMessagesEs, interpolate, isEmail, isPhone, spanishMessage } from '@portal/contract';

const filled = { kind: 'contact', name: 'María Pérez', email: 'maria@example.com', phone: '+58 412 555 1234', message: '' } as const;

test('phones as people write them pass: brackets, dots, dashes, spaces, a leading +, 7 to 20 digits', () => {
  for (const phone of ['(0251) 555-0100', '0251.555.01.00', '+58 (412) 555-12-34', '1234567', '+12345678901234567890']) {
    assert.equal(isPhone(phone), true, phone);
  }
});

test('phones with too few or too many digits, letters, a + not in front or over 40 characters fail', () => {
  for (const phone of ['123456', '123456789012345678901', 'llámame', '58+4125551234', '0251/555/0100', `1234567${'-'.repeat(34)}`]) {
    assert.equal(isPhone(phone), false, phone);
  }
});

test('e-mail addresses: upper case passes, a missing domain or @ fails, over 254 characters fails', () => {
  assert.equal(isEmail('MARIA@EXAMPLE.COM'), true);
  assert.equal(isEmail('maria@'), false);
  assert.equal(isEmail('maria.example.com'), false);
  assert.equal(isEmail(`${'a'.repeat(250)}@b.co`), false);
});

test('a contact message needs name, e-mail and phone; each missing one is named with its key', () => {
  assert.deepEqual(checkContactMessage({ kind: 'contact', name: '', email: ' ', phone: '' }), [
    { field: 'name', key: 'Write your name.' },
    { field: 'email', key: 'Write your e-mail address.' },
    { field: 'phone', key: 'Write your phone number.' },
  ]);
});

test('a message without a kind is a contact message (the phone is required)', () => {
  const { kind: _kind, phone: _phone, ...rest } = filled;
  assert.deepEqual(checkContactMessage(rest).map((problem) => problem.field), ['phone']);
});

test('a quote needs only name and e-mail, but a phone it carries is still checked', () => {
  assert.deepEqual(checkContactMessage({ ...filled, kind: 'quote', phone: '' }), []);
  assert.deepEqual(checkContactMessage({ ...filled, kind: 'quote', phone: 'abc' }).map((problem) => problem.field), ['phone']);
});

test('a too long text says the limit and its length', () => {
  const [problem] = checkContactMessage({ ...filled, name: 'a'.repeat(151) });
  assert.equal(spanishMessage(problem), 'El nombre no puede superar 150 caracteres (tiene 151).');
});

test('every key has a Spanish text and interpolation fills only the values given', () => {
  for (const [key, text] of Object.entries(contractMessagesEs)) assert.ok(text.trim() && key.trim());
  assert.equal(interpolate('{{max}} de {{ length }} y {{other}}', { max: 3, length: 4 }), '3 de 4 y {{other}}');
});
