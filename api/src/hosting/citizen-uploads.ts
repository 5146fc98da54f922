// The citizen's forms with files, without JavaScript: starting a request with its documents
// (POST /solicitudes/nueva) and sending a missing or rejected document from the tracking page
// (POST /seguimiento/documento), both multipart/form-data. As in citizen-forms.ts, the work is done
// by the API's own calls (userProcedure/add, then userProcedure/addFile per document), so the
// rules and the Spanish messages are the same as with the page's script. Mi carpeta's replacement
// of a rejected document (modules/citizen-folder/folder-document.routes.ts) reads its form the same way.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { REQUEST_FILE_MAX_BYTES } from '@portal/contract';
import type { AppContext } from '../context.ts';
import { FILE_KINDS, sniffFileKind } from '../files/file-kind.ts';
import { csrfCookieFor, plainFormToken } from '../http/csrf.ts';
import { callOwnApi, readLookupCookie, setLookupCookie, TRACKING_COOKIE, FORGED, type FormOutcome } from './citizen-form-data.ts';
import type { SendPage } from './citizen-forms.ts';
import { customerIdForHost } from './customer-host.ts';

/** Documents a form may carry at once (a procedure's requirements are far fewer). */
const MAX_FILES = 20;
const ACCEPTED = ['pdf', 'jpeg', 'png'] as const;
const CITIZEN_FIELDS = ['name', 'national_id', 'email', 'phone'] as const;
const UNAVAILABLE = 'No pudimos atender su solicitud en este momento. Inténtelo de nuevo en unos minutos.';
const megabytes = `${Math.round(REQUEST_FILE_MAX_BYTES / (1024 * 1024))} MB`;

export interface PostedFile {
  requirementId: number;
  filename: string;
  bytes: Buffer;
}

interface Posted {
  fields: Record<string, string>;
  files: PostedFile[];
  /** A Spanish sentence when the form could not be read (a file too large, too many parts). */
  problem: string | null;
}

/** The form's fields and its non-empty files (`documento_<requirement id>`, or `file` with `requirement_id`). */
export async function readForm(request: FastifyRequest): Promise<Posted> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string').map(([name, value]) => [name, (value as string).slice(0, 2000)])), files: [], problem: null };
  }
  const fields: Record<string, string> = {};
  const files: (PostedFile & { field: string })[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '').slice(0, 2000);
        continue;
      }
      const bytes = await part.toBuffer();
      const match = /^documento_([1-9][0-9]{0,9})$/.exec(part.fieldname);
      if (bytes.byteLength > 0) files.push({ field: part.fieldname, requirementId: match ? Number(match[1]) : 0, filename: part.filename.slice(0, 200), bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const problem = code === 'FST_REQ_FILE_TOO_LARGE' ? `Un archivo supera el tamaño máximo de ${megabytes}.` : 'No pudimos leer el formulario. Revise los archivos elegidos y envíelo de nuevo.';
    return { fields, files: [], problem };
  }
  // The tracking page's form names its requirement in a field.
  const single = /^[1-9][0-9]{0,9}$/.test(fields.requirement_id ?? '') ? Number(fields.requirement_id) : 0;
  return { fields, files: files.map(({ field, ...file }) => (field === 'file' ? { ...file, requirementId: single } : file)), problem: null };
}

/** The Spanish reason a file cannot be accepted, before anything is stored; null when it can. */
export function fileProblem(file: PostedFile): string | null {
  if (file.bytes.byteLength > REQUEST_FILE_MAX_BYTES) return `El archivo «${file.filename}» supera el tamaño máximo de ${megabytes}.`;
  const kind = sniffFileKind(file.bytes);
  if (!kind || !(ACCEPTED as readonly string[]).includes(kind)) return `El archivo «${file.filename}» no es de un tipo admitido (${ACCEPTED.map((item) => FILE_KINDS[item].label).join(', ')}).`;
  return null;
}

/** userProcedure/addFile as the page's script calls it: one multipart request per document. */
export async function sendDocument(app: FastifyInstance, request: FastifyRequest, token: string, who: { customerId: string; code: string; email: string }, file: PostedFile) {
  const boundary = `----portal${randomBytes(12).toString('hex')}`;
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const safeName = file.filename.replace(/["\r\n\\]/g, '_') || 'documento';
  const payload = Buffer.concat([
    field('customer_id', who.customerId), field('code', who.code), field('email', who.email), field('requirement_id', String(file.requirementId)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST', url: '/api/v2/userProcedure/addFile/', payload, remoteAddress: request.ip,
    headers: { host: request.headers.host ?? request.hostname, accept: 'application/json', 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `${csrfCookieFor(request)}=${token}`, 'x-csrftoken': token,
      ...(request.headers['x-forwarded-proto'] ? { 'x-forwarded-proto': request.headers['x-forwarded-proto'] } : {}) },
  });
  let message = '';
  try {
    message = String(response.json().message ?? '');
  } catch {
    message = '';
  }
  return { ok: response.statusCode === 200, message: message || UNAVAILABLE };
}

/** Lets `scope` read the citizen's multipart forms (readForm), with the limits of a request's documents. */
export async function acceptCitizenFiles(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: REQUEST_FILE_MAX_BYTES, files: MAX_FILES, fields: 40, fieldSize: 64 * 1024, parts: MAX_FILES + 40 },
    throwFileSizeLimit: true,
  });
}

/** POST /solicitudes/nueva and POST /seguimiento/documento (multipart). */
export async function citizenUploadRoutes(scope: FastifyInstance, ctx: AppContext, sendPage: SendPage): Promise<void> {
  await acceptCitizenFiles(scope);

  scope.post('/solicitudes/nueva', { config: { csrf: false } }, async (request, reply) => {
    const { fields, files, problem } = await readForm(request);
    const citizen = Object.fromEntries(CITIZEN_FIELDS.map((name) => [name, (fields[name] ?? '').trim()])) as Record<(typeof CITIZEN_FIELDS)[number], string>;
    const procedureId = /^[1-9][0-9]{0,9}$/.test(fields.tramite ?? '') ? Number(fields.tramite) : null;
    const show = (error: FormOutcome['error'], status: number) => sendPage(request, reply, '/solicitudes/nueva', {
      serverData: { requestForm: { values: citizen, error } satisfies FormOutcome }, status, search: procedureId ? `?tramite=${procedureId}` : '',
    });
    const token = plainFormToken(request, fields.csrftoken);
    if (!token) return show({ message: FORGED, fields: {} }, 403);
    if (problem) return show({ message: `${problem} Vuelva a elegir los archivos.`, fields: {} }, 413);
    if (!procedureId) return show({ message: 'Elija primero el trámite: cada página de trámite tiene el botón «Iniciar en línea».', fields: {} }, 422);
    // A file that cannot be accepted stops the form before a request is registered.
    const badFile = files.map(fileProblem).find((found) => found !== null);
    if (badFile) return show({ message: `${badFile} Vuelva a elegir los archivos.`, fields: {} }, 400);
    const customerId = customerIdForHost(ctx.config, request.hostname);
    const started = await callOwnApi(scope, request, token, '/api/v2/userProcedure/add/', { customer_id: customerId, procedure_id: procedureId, ...citizen });
    if (started.status !== 201) {
      const message = typeof started.body?.message === 'string' && started.body.message ? started.body.message : UNAVAILABLE;
      const fieldErrors = Object.fromEntries((started.body?.errors ?? []).map((item) => [item.field, item.message]));
      const status = started.status >= 500 || started.status < 400 ? 503 : started.status;
      return show({ message: files.length > 0 ? `${message} Vuelva a elegir los archivos.` : message, fields: fieldErrors }, status);
    }
    const code = String((started.body?.data as { code?: unknown } | undefined)?.code ?? '');
    const notices = [started.body?.message ?? ''];
    for (const file of files) {
      const sent = await sendDocument(scope, request, token, { customerId, code, email: citizen.email }, file);
      if (!sent.ok) notices.push(`El documento «${file.filename}» no se recibió: ${sent.message} Puede enviarlo aquí.`);
    }
    setLookupCookie(request, reply, TRACKING_COOKIE, '/seguimiento', { code, email: citizen.email, notice: notices.filter(Boolean).join(' ') });
    return reply.code(303).header('location', '/seguimiento').header('cache-control', 'no-store').send();
  });

  scope.post('/seguimiento/documento', { config: { csrf: false } }, async (request, reply) => {
    const { fields, files, problem } = await readForm(request);
    const lookup = readLookupCookie(request.cookies[TRACKING_COOKIE]);
    const again = (message: string, status: number) => {
      if (!lookup) return sendPage(request, reply, '/seguimiento', { serverData: { trackingForm: { values: { code: '', email: '' }, error: { message, fields: {} } } satisfies FormOutcome }, status });
      setLookupCookie(request, reply, TRACKING_COOKIE, '/seguimiento', { ...lookup, notice: message });
      return reply.code(303).header('location', '/seguimiento').header('cache-control', 'no-store').send();
    };
    const token = plainFormToken(request, fields.csrftoken);
    if (!token) return sendPage(request, reply, '/seguimiento', { serverData: { trackingForm: { values: { code: lookup?.code ?? '', email: '' }, error: { message: FORGED, fields: {} } } satisfies FormOutcome }, status: 403 });
    // The request is the one this browser opened: its code and e-mail are in the cookie, never in the form.
    if (!lookup) return again('Abra primero su solicitud con el código de seguimiento y su correo electrónico.', 422);
    if (problem) return again(problem, 413);
    const file = files[0];
    if (!file || file.requirementId === 0) return again('Elija el archivo del documento (PDF, JPEG o PNG).', 422);
    const bad = fileProblem(file);
    if (bad) return again(bad, 400);
    const sent = await sendDocument(scope, request, token, { customerId: customerIdForHost(ctx.config, request.hostname), code: lookup.code, email: lookup.email }, file);
    return again(sent.ok ? sent.message : `El documento «${file.filename}» no se recibió: ${sent.message}`, sent.ok ? 303 : 400);
  });
}
