// Every failure answers { res: 0, message } in Spanish with a 4xx status; only a real fault of
// the server answers 5xx. Fastify's own errors (bad JSON, schema, size) are mapped here.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An expected failure with the status and Spanish message the client sees. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const errorSchema = {
  type: 'object',
  required: ['res', 'message'],
  properties: { res: { type: 'integer', const: 0 }, message: { type: 'string' } },
} as const;

const messagesByCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El cuerpo de la solicitud es demasiado grande.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido; envíe application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'Tipo de contenido no válido.'],
  FST_ERR_BAD_URL: [400, 'La dirección solicitada no es válida.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'La solicitud no es válida.'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: [400, 'Tipo de contenido no válido.'],
};

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const where = error.validationContext === 'querystring' ? 'parámetro' : error.validationContext === 'params' ? 'ruta' : 'campo';
  const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return field ? `Datos no válidos: revise el ${where} «${field}».` : 'Datos de entrada no válidos.';
}

const genericByStatus: Record<number, string> = {
  400: 'Solicitud no válida.',
  401: 'No autorizado.',
  403: 'Acceso denegado.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no aceptado.',
  408: 'La solicitud tardó demasiado.',
  409: 'Conflicto con el estado actual.',
  413: 'El cuerpo de la solicitud es demasiado grande.',
  415: 'Tipo de contenido no admitido.',
  429: 'Demasiadas solicitudes. Intente de nuevo más tarde.',
};

/** Maps any thrown error to its status and Spanish message. */
export function describeError(error: FastifyError | HttpError | Error): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return { status: 400, message: validationMessage(fastifyError) };
  const known = fastifyError.code ? messagesByCode[fastifyError.code] : undefined;
  if (known) return { status: known[0], message: known[1] };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: genericByStatus[status] ?? 'Solicitud no válida.' };
  return { status: 500, message: 'Error interno del servidor.' };
}

/** The app's error handler. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = describeError(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, message);
  void reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ res: 0, message }));
}
