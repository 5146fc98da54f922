import { setLanguage } from '@portal/shared';
import { validate, firstInvalid } from './validate';
import { EMPTY_VALUES } from './fields';

const filled = { name: 'María Pérez', email: 'maria@example.com', phone: '+58 412 555 1234', message: '' };

test('the contact form needs name, email and phone, each with a Spanish message', () => {
  expect(validate('contact', EMPTY_VALUES)).toEqual({
    name: 'Escriba su nombre.',
    email: 'Escriba su correo electrónico.',
    phone: 'Escriba su número de teléfono.',
  });
});

test('the message is optional on the contact form', () => {
  expect(validate('contact', filled)).toEqual({});
});

test('the quote form needs only name and email', () => {
  expect(validate('quote', EMPTY_VALUES)).toEqual({ name: 'Escriba su nombre.', email: 'Escriba su correo electrónico.' });
  expect(validate('quote', { ...filled, phone: '' })).toEqual({});
});

test('a name of spaces only counts as missing', () => {
  expect(validate('contact', { ...filled, name: '   ' }).name).toBe('Escriba su nombre.');
});

test('a malformed email is refused with an example of a good one', () => {
  expect(validate('contact', { ...filled, email: 'maria@' }).email).toMatch(/nombre@dominio\.com/);
  expect(validate('contact', { ...filled, email: 'maria.example.com' }).email).toBeDefined();
  expect(validate('contact', { ...filled, email: ' maria@example.com ' }).email).toBeUndefined();
});

test('a phone must look like the server accepts: 7 to 20 digits, separators, optional leading +', () => {
  expect(validate('contact', { ...filled, phone: 'llámame' }).phone).toMatch(/teléfono válido/);
  expect(validate('contact', { ...filled, phone: '123456' }).phone).toBeDefined();
  expect(validate('contact', { ...filled, phone: '1'.repeat(21) }).phone).toBeDefined();
  expect(validate('contact', { ...filled, phone: '0251 (555) 01-00.1' }).phone).toBeUndefined();
  // How many Venezuelan numbers are written: an area code in parentheses first.
  expect(validate('contact', { ...filled, phone: '(0251) 555-0100' }).phone).toBeUndefined();
  expect(validate('contact', { ...filled, phone: '+58 (412) 555-12-34' }).phone).toBeUndefined();
  expect(validate('contact', { ...filled, phone: '58+412 5551234' }).phone).toBeDefined();
  expect(validate('contact', { ...filled, phone: `1234567${'-'.repeat(40)}` }).phone).toBeDefined();
});

test('an optional phone on the quote form is still checked when given', () => {
  expect(validate('quote', { ...filled, phone: 'abc' }).phone).toBeDefined();
});

test('lengths above the server limits are refused, saying how long the text is', () => {
  expect(validate('contact', { ...filled, name: 'a'.repeat(151) }).name).toMatch(/150 caracteres \(tiene 151\)/);
  expect(validate('contact', { ...filled, message: 'a'.repeat(5001) }).message).toMatch(/5000 caracteres/);
  expect(validate('contact', { ...filled, message: 'a'.repeat(5000) }).message).toBeUndefined();
});

test('the first invalid field follows the order on screen', () => {
  expect(firstInvalid({ phone: 'x', email: 'y' })).toBe('email');
  expect(firstInvalid({})).toBeUndefined();
});

test('in English the same rules speak English', async () => {
  await setLanguage('en');
  try {
    expect(validate('contact', { ...filled, name: '', phone: 'llámame' })).toEqual({
      name: 'Write your name.',
      phone: 'Write a valid phone number: 7 to 20 digits; it may start with + and use spaces, dots, dashes and brackets.',
    });
  } finally {
    await setLanguage('es');
  }
});
