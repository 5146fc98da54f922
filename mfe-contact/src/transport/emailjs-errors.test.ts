import { EmailJSResponseStatus } from '@emailjs/browser';
import { describeEmailJsFailure } from './emailjs-errors';

// The real EmailJSResponseStatus class: these are the values the library rejects with.
test.each([
  [new EmailJSResponseStatus(), /conectar con el servicio de correo \(«0 Network Error»\).*conexión a internet/],
  [new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), /navegadores automatizados \(«451 Unavailable For Headless Browser»\)/],
  [new EmailJSResponseStatus(403, 'Forbidden'), /bloqueó este envío \(«403 Forbidden»\)/],
  [new EmailJSResponseStatus(429, 'Too Many Requests'), /demasiados mensajes .*\(«429 Too Many Requests»\).*Espere un minuto/],
])('maps %o to a Spanish message that keeps the original text', (error, expected) => {
  const failure = describeEmailJsFailure(error);
  expect(failure.message).toMatch(expected);
  expect(failure.message).toMatch(/Sus datos se conservan/);
});

test.each(['The public key is required.', 'The service ID is required.', 'The template ID is required.'])(
  'the library\'s missing setting "%s" is shown as a configuration problem with its spec text',
  (text) => {
    const failure = describeEmailJsFailure(`${text} Visit https://dashboard.emailjs.com/admin`);
    expect(failure.message).toContain(`«${text}»`);
    expect(failure.message).toMatch(/no está bien configurado.*Comuníquese por teléfono/);
    expect(failure.message).not.toContain('dashboard.emailjs.com');
  },
);

test('a fetch that fails without an answer is the network case', () => {
  expect(describeEmailJsFailure(new TypeError('Failed to fetch')).message).toMatch(/«0 Network Error: Failed to fetch»/);
});

test('another status from the service says what it was and what to do', () => {
  expect(describeEmailJsFailure(new EmailJSResponseStatus(400, 'The user ID is invalid')).message).toMatch(
    /«400 The user ID is invalid».*Pulse «Enviar» de nuevo/,
  );
});
