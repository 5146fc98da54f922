// The OpenAPI 3.1 description of the portal's HTTP API, generated from the table of calls and the
// schemas it names (served at /api/openapi.json, shown at /api/docs). TypeBox schemas are JSON
// Schema 2020-12, which OpenAPI 3.1 takes as they are; each named schema becomes a component.
import type { TSchema } from 'typebox';
import type { CallDefinition, SchemaName } from '../calls/define-call.ts';
import { audienceOf, CALLS, schemaOf } from './call-schemas.ts';
import { CALL_NOTES, type CallNote } from './call-notes.ts';

type Json = Record<string, unknown>;

const TAGS = {
  public: { name: 'Público', description: 'What the public pages call: anybody may.' },
  staff: { name: 'Sesión del personal', description: 'Signing in and out, passkeys, the authenticator app, one-time links.' },
  corporate: { name: 'Corporativo', description: 'POST /api/v2/corporate/{call}/: the staff console\'s calls. Each names the role that may make it; admins may make every one.' },
} as const;

const ROLE_NOTE: Readonly<Record<Extract<CallDefinition['role'], string>, string>> = {
  public: 'Anybody.',
  signedIn: 'Any signed-in staff member.',
  admin: 'Staff role: admin.',
  editor: 'Staff role: editor (and admins).',
  clerk: 'Staff role: clerk (and admins).',
};

/** A JSON copy of a schema without TypeBox's symbol keys. */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

/** The query parameters of a GET (or of a POST's query string), one per property of its object schema. */
function queryParameters(name: SchemaName): Json[] {
  const schema = plain(schemaOf(name));
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([property, value]) => ({ name: property, in: 'query', required: required.has(property), schema: value }));
}

/** Who may make the call, then its notes (request rules, what the answer means, errors), in Markdown. */
function describe(call: CallDefinition, note: CallNote | undefined): string {
  const lines = [typeof call.role === 'string' ? ROLE_NOTE[call.role] : `Staff roles: ${call.role.join(', ')} (and admins).`];
  if (note?.request) lines.push(`**Request:** ${note.request}`);
  if (note?.answer) lines.push(`**Answer:** ${note.answer}`);
  if (note?.errors) lines.push(`**Errors:** ${note.errors}`);
  return lines.join('\n\n');
}

function operation(key: string, call: CallDefinition, used: Set<SchemaName>): Json {
  const named = (name: SchemaName): Json => {
    used.add(name);
    return ref(name);
  };
  const success = call.created ? '201' : '200';
  const answer: Json = call.file
    ? { description: 'The file.', content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } } }
    : call.page
      ? { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } }
      : { description: 'Success.', content: { 'application/json': { schema: call.response ? named(call.response) : {} } } };
  const result: Json = {
    operationId: key,
    tags: [TAGS[audienceOf(call)].name],
    summary: call.summary ?? key,
    description: describe(call, (CALL_NOTES as Record<string, CallNote | undefined>)[key]),
    responses: {
      [success]: answer,
      '4XX': { description: 'Refused: { res: 0, message, errors? } with a Spanish message.', content: { 'application/json': { schema: named(call.error ?? 'ErrorResponseSchema') } } },
      '5XX': { description: 'The server failed (503: busy, retry).', content: { 'application/json': { schema: named('ErrorResponseSchema') } } },
    },
  };
  if (call.role !== 'public') result.security = [{ staffSession: [] }, { adminToken: [] }];
  const parameters = [
    ...(call.method === 'GET' && call.request ? queryParameters(call.request) : []),
    ...(call.query ? queryParameters(call.query) : []),
  ];
  if (parameters.length > 0) result.parameters = parameters;
  if (call.method === 'POST') {
    if (call.multipart) {
      result.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: { customer_id: { type: 'string' }, file: { type: 'string', contentEncoding: 'binary' } } } } } };
    } else if (call.urlencoded) {
      result.requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } } } };
    } else if (call.request) {
      result.requestBody = { required: true, content: { 'application/json': { schema: named(call.request) } } };
    }
  }
  return result;
}

/** The OpenAPI 3.1 document of every call of the table. */
export function openApiDocument(options: { version: string; serverUrl?: string }): Json {
  const paths: Record<string, Json> = {};
  const used = new Set<SchemaName>();
  for (const [key, call] of Object.entries(CALLS)) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(key, call, used) };
  }
  const schemas = Object.fromEntries([...used].sort().map((name) => [name, plain(schemaOf(name))]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal Ciudadano API',
      version: options.version,
      description: 'Every call the public pages and the staff console make. Answers use the envelope { res: 1, data, message }; a failure is { res: 0, message, errors? } with a Spanish message. State-changing requests signed in with the session cookie send X-CSRFToken equal to the csrftoken cookie.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: Object.values(TAGS),
    paths,
    components: {
      schemas,
      securitySchemes: {
        staffSession: { type: 'apiKey', in: 'cookie', name: 'portal_staff', description: 'The session cookie of POST /api/v2/staff/login/ (__Host-portal_staff over TLS).' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'An ADMIN_TOKENS entry: admin on every call.' },
      },
    },
  };
}
