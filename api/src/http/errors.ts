// Every failure answers { res: 0, message } in Spanish with a 4xx status; only a real fault of
// the server answers 5xx. Fastify's own errors (bad JSON, schema, size) are mapped here. A
// validation failure also lists the refused fields ({ field, message }), so a form marks them
// without parsing the message (@portal/contract, ErrorResponseSchema).
import { loggableError } from '../db/loggable-error.ts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { classifyDatabaseError } from '../db/errors.ts';
import { spanishMessage, type FieldProblem } from '@portal/contract';
import type { ErrorResponse, FieldError } from '@portal/contract';

/** An expected failure with the status and Spanish message the client sees. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** seconds the client should wait before trying again (sent as Retry-After) */
  readonly retryAfter: number | undefined;
  /** more properties of the answer (the route's error schema must name them), e.g. `affected` */
  readonly extra: Record<string, unknown> | undefined;
  constructor(statusCode: number, message: string, options: { retryAfter?: number; extra?: Record<string, unknown> } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfter = options.retryAfter;
    this.extra = options.extra;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The contract's rules for a body a form also checks (e.g. checkContactMessage): when the
     * schema refuses the body, the answer lists the fields these rules name, with the words the
     * form shows, instead of the schema's generic per-field message.
     */
    fieldRules?: (body: Record<string, unknown>) => FieldProblem[];
  }
}

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

type SchemaError = NonNullable<FastifyError['validation']>[number];

/** The refused field of one schema error as a dotted path ('phone', 'items.0.name'), or ''. */
function fieldOf(error: SchemaError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return missing ? (path ? `${path}.${missing}` : missing) : path;
}

/** A Spanish message for one schema error, from its keyword and limits. */
function schemaMessage(error: SchemaError): string {
  const params = error.params as { limit?: number; allowedValues?: unknown[] };
  switch (error.keyword) {
    case 'required':
      return 'Este dato es obligatorio.';
    case 'maxLength':
      return `Escriba como máximo ${params.limit} caracteres.`;
    case 'minLength':
      return params.limit === 1 ? 'Este dato no puede estar vacío.' : `Escriba al menos ${params.limit} caracteres.`;
    case 'pattern':
    case 'format':
      return 'El valor no tiene el formato esperado.';
    case 'type':
      return 'El valor no es del tipo esperado.';
    case 'enum':
    case 'const':
      return 'El valor no es uno de los permitidos.';
    case 'minimum':
    case 'exclusiveMinimum':
      return `El valor debe ser como mínimo ${params.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `El valor debe ser como máximo ${params.limit}.`;
    default:
      return 'El valor no es válido.';
  }
}

// Combinators (if/then, anyOf) report themselves beside the error that made them fail.
const combinators = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

function fieldErrors(error: FastifyError, request?: FastifyRequest): FieldError[] {
  const rules = request?.routeOptions.config.fieldRules;
  const body = request?.body;
  if (rules && error.validationContext === 'body' && body && typeof body === 'object' && !Array.isArray(body)) {
    const problems = rules(body as Record<string, unknown>);
    if (problems.length > 0) return problems.map((problem) => ({ field: problem.field, message: spanishMessage(problem) }));
  }
  const errors: FieldError[] = [];
  for (const schemaError of error.validation ?? []) {
    if (combinators.has(schemaError.keyword)) continue;
    const field = fieldOf(schemaError);
    if (!errors.some((known) => known.field === field)) errors.push({ field, message: schemaMessage(schemaError) });
  }
  return errors;
}

function validationMessage(error: FastifyError, field: string | undefined): string {
  const where = error.validationContext === 'querystring' ? 'parámetro' : error.validationContext === 'params' ? 'ruta' : error.validationContext === 'headers' ? 'encabezado' : 'campo';
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

/** The answer to a database failure: a refused value is the input's fault, the rest is temporary. */
const databaseAnswers = {
  'invalid-data': { status: 400, message: 'Datos de entrada no válidos.' },
  unavailable: { status: 503, message: 'El servicio no está disponible en este momento. Intente de nuevo en unos minutos.' },
  busy: { status: 503, message: 'El servicio está ocupado en este momento. Intente de nuevo en unos segundos.' },
  conflict: { status: 409, message: 'Otro cambio de los mismos datos se guardó al mismo tiempo. Vuelva a cargar los datos e intente de nuevo.' },
  'in-use': { status: 409, message: 'No se puede completar el cambio: otros datos dependen de este registro, o el registro al que se refiere ya no existe. Vuelva a cargar los datos.' },
} as const;

/**
 * Maps any thrown error to its status and answer. A validation failure names its first refused
 * field in the message (as it always has, for toasts and older remotes) and lists every field it
 * knows in `errors`.
 */
export function describeError(error: FastifyError | HttpError | Error, request?: FastifyRequest): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    // A check made in code (not the schema) may name its refused fields too.
    const fields = (error as HttpError & { errors?: FieldError[] }).errors;
    return { status: error.statusCode, body: { ...error.extra, res: 0, message: error.message, ...(fields ? { errors: fields } : {}) } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = fieldErrors(fastifyError, request);
    const body: ErrorResponse = { res: 0, message: validationMessage(fastifyError, errors[0]?.field) };
    if (errors.length > 0) body.errors = errors;
    return { status: 400, body };
  }
  const known = fastifyError.code ? messagesByCode[fastifyError.code] : undefined;
  if (known) return { status: known[0], body: { res: 0, message: known[1] } };
  const database = classifyDatabaseError(error) ?? classifyDatabaseError(error.cause);
  if (database) return { status: databaseAnswers[database].status, body: { res: 0, message: databaseAnswers[database].message } };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { res: 0, message: genericByStatus[status] ?? 'Solicitud no válida.' } };
  return { status: 500, body: { res: 0, message: 'Error interno del servidor.' } };
}

/** The app's error handler. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = describeError(error, request);
  if (status >= 500 && status !== 503) request.log.error({ error: loggableError(error, { stack: true }) }, 'request failed');
  else if (status === 503) request.log.warn({ error: loggableError(error) }, body.message);
  // A client's mistake is the client's to see; at debug the log tells which.
  else request.log.debug({ code: error.code, status }, body.message);
  if (status === 503) reply.header('retry-after', '5');
  if (error instanceof HttpError && error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  void reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
