import { ApiError, sendContact, type ContactMessage } from '@portal/shared';
import type { FieldErrors, FieldName } from '../forms/fields';
import { FIELD_LABELS } from '../forms/fields';
import { KEPT, SendFailure } from './send-failure';

const SERVER_FIELDS: FieldName[] = ['name', 'email', 'phone', 'message'];

/** The server names the rejected field as «field» in its 400 message (api/src/http/errors.ts). */
function fieldErrorsFrom(message: string): FieldErrors {
  const field = SERVER_FIELDS.find((name) => message.includes(`«${name}»`));
  return field ? { [field]: `El portal no aceptó este dato. Revise el campo ${FIELD_LABELS[field]}.` } : {};
}

/** Turns a failed POST /api/v2/contact/ into what the citizen should do next. */
export function describeServerFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) {
    return new SendFailure(`No se pudo enviar su mensaje. ${KEPT} Pulse «Enviar» de nuevo.`);
  }
  if (error.status === 0) {
    return new SendFailure(`No se pudo conectar con el portal. Revise su conexión a internet y pulse «Enviar» de nuevo. ${KEPT}`);
  }
  if (error.status === 429) {
    const wait = error.retryAfter ? `${error.retryAfter} segundos` : 'un minuto';
    return new SendFailure(`El portal recibió demasiados mensajes en poco tiempo. Espere ${wait} y pulse «Enviar» de nuevo. ${KEPT}`, {
      retryAfter: error.retryAfter,
    });
  }
  if (error.status === 400) {
    const fieldErrors = fieldErrorsFrom(error.message);
    const field = Object.keys(fieldErrors)[0] as FieldName | undefined;
    const what = field ? `Revise el campo ${FIELD_LABELS[field]}` : 'Revise los datos';
    return new SendFailure(`El portal no aceptó el mensaje: ${error.message} ${what} y pulse «Enviar» de nuevo. ${KEPT}`, { fieldErrors });
  }
  if (error.status === 403) {
    return new SendFailure(
      `El portal no pudo verificar la seguridad de esta página («${error.message}»). Recargue la página y pulse «Enviar» de nuevo: lo que escribió se recupera al recargar.`,
    );
  }
  if (error.status >= 500) {
    return new SendFailure(`El portal no pudo guardar su mensaje (${error.message}). Pulse «Enviar» de nuevo en unos minutos. ${KEPT}`);
  }
  return new SendFailure(`El portal no aceptó el mensaje: ${error.message} Si se repite, comuníquese por teléfono. ${KEPT}`);
}

/** Default transport: the portal server stores the message (and may relay it by email). */
export async function sendThroughServer(message: ContactMessage, idempotencyKey: string): Promise<void> {
  try {
    await sendContact(message, idempotencyKey);
  } catch (error) {
    throw describeServerFailure(error);
  }
}
