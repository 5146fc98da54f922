import { messageFromBody } from './client';

test('reads the message of a JSON error body sent as a Blob', async () => {
  const blob = new Blob([JSON.stringify({ res: 0, message: 'Archivo no encontrado' })], { type: 'application/json' });
  await expect(messageFromBody(blob)).resolves.toBe('Archivo no encontrado');
});

test('a Blob that is not JSON gives no message', async () => {
  await expect(messageFromBody(new Blob(['<html>']))).resolves.toBeUndefined();
});
