import { KEPT, SendFailure } from './send-failure';

/** The library's own checks throw plain strings (spec section 5's messages plus a dashboard link). */
const SETTING_ERRORS = ['The public key is required.', 'The service ID is required.', 'The template ID is required.'];

function hasStatus(error: unknown): error is { status: number; text: string } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * Maps what @emailjs/browser rejects with (EmailJSResponseStatus {status, text}, a settings string,
 * or a fetch TypeError) to spec section 8's cases, in Spanish, keeping the original text.
 */
export function describeEmailJsFailure(error: unknown): SendFailure {
  if (typeof error === 'string') {
    const setting = SETTING_ERRORS.find((text) => error.startsWith(text));
    if (setting) {
      return new SendFailure(
        `El envío de mensajes de este portal no está bien configurado («${setting}»). Su mensaje no se envió. ${KEPT} Comuníquese por teléfono o correo electrónico mientras el municipio lo corrige.`,
      );
    }
    return new SendFailure(`No se pudo enviar su mensaje («${error}»). ${KEPT} Pulse «Enviar» de nuevo.`);
  }
  if (error instanceof TypeError) {
    // fetch itself failed: no answer at all, the library's status 0.
    return describeEmailJsFailure({ status: 0, text: `Network Error: ${error.message}` });
  }
  if (!hasStatus(error)) {
    return new SendFailure(`No se pudo enviar su mensaje. ${KEPT} Pulse «Enviar» de nuevo.`);
  }
  const original = `«${error.status} ${error.text}»`;
  switch (error.status) {
    case 0:
      return new SendFailure(`No se pudo conectar con el servicio de correo (${original}). Revise su conexión a internet y pulse «Enviar» de nuevo. ${KEPT}`);
    case 451:
      return new SendFailure(
        `El servicio de correo no acepta mensajes desde navegadores automatizados (${original}). Envíe el formulario desde un navegador normal o comuníquese por teléfono. ${KEPT}`,
      );
    case 403:
      return new SendFailure(
        `El servicio de correo bloqueó este envío (${original}). Revise su correo electrónico o comuníquese por teléfono. ${KEPT}`,
      );
    case 429:
      return new SendFailure(
        `Se enviaron demasiados mensajes desde esta página en poco tiempo (${original}). Espere un minuto y pulse «Enviar» de nuevo. ${KEPT}`,
        { retryAfter: 60 },
      );
    default:
      return new SendFailure(`El servicio de correo no aceptó el mensaje (${original}). Pulse «Enviar» de nuevo o comuníquese por teléfono. ${KEPT}`);
  }
}
