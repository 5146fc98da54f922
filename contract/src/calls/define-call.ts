// defineCall(): one HTTP call of the portal, written once. The table (calls/*-calls.ts) is what the
// server registers its handlers from, what the browser calls through, what the staff role table is
// derived from and what /api/openapi.json describes. An entry holds only strings: the browser bundles
// the method and path it calls, while the request and answer name their schemas, which the server
// looks up (@portal/contract/openapi) and the types below read at compile time only.
import type { Static, TSchema } from 'typebox';
import type * as Schemas from '../schemas.ts';
import type { StaffRole } from '../rules/staff-roles.ts';

type SchemaModule = typeof Schemas;

/** The name of a schema exported by the contract (`'HolidayAddRequestSchema'`). */
export type SchemaName = { [Name in keyof SchemaModule]: SchemaModule[Name] extends TSchema ? Name : never }[keyof SchemaModule];

/** Who may make a call: anybody, any signed-in staff member, or the staff of one role (admins may make every staff call). */
export type CallRole = 'public' | 'signedIn' | StaffRole;

export interface CallDefinition {
  method: 'GET' | 'POST';
  /** the URL path, ending in '/' like every call of the portal */
  path: `/api/${string}/`;
  /** one role, or several staff roles that share the call (`['clerk', 'editor']`) */
  role: CallRole | readonly [StaffRole, ...StaffRole[]];
  /** the schema of the body (POST) or of the query string (GET); none when the call takes nothing */
  request?: SchemaName;
  /** the schema of the success answer; none when the call answers a file */
  response?: SchemaName;
  /** a POST that only reads (the spec's blog calls): it changes nothing, so it needs no anti-forgery token */
  readOnly?: true;
  /** the success answer is 201 (a call that creates a row) */
  created?: true;
  /** the body is a multipart form (an uploaded file) rather than JSON */
  multipart?: true;
  /** the success answer is a file (a document, a PDF) rather than JSON */
  file?: true;
  /** the answer is an HTML page (a link followed from an e-mail) rather than JSON */
  page?: true;
  /** the query string's schema of a POST that also reads one */
  query?: SchemaName;
  /** the body is a urlencoded form (a mail client's one-click unsubscribe) */
  urlencoded?: true;
  /** the 4xx answer's schema when it carries more than ErrorResponseSchema */
  error?: SchemaName;
  /** one line for the reference page (/api/docs) when the path does not say it all */
  summary?: string;
}

/**
 * Declares one call; the literal types of its fields are kept, so the types below can read them.
 * Each entry of the table is written `/*#__PURE__*\/ defineCall({…})`: the minifier then drops the
 * entries a bundle does not use, so a container carries only the calls it makes.
 */
export function defineCall<const Definition extends CallDefinition>(definition: Definition): Definition {
  return definition;
}

type StaticOf<Name> = Name extends SchemaName ? Static<SchemaModule[Name]> : never;

/** What a call takes: its body (POST) or query (GET); an empty object when it takes nothing. */
export type RequestOf<Call extends CallDefinition> = Call['request'] extends SchemaName ? StaticOf<Call['request']> : Record<string, never>;

/** What a call answers on success (its envelope); unknown for a file. */
export type ResponseOf<Call extends CallDefinition> = Call['response'] extends SchemaName ? StaticOf<Call['response']> : unknown;

/** The `data` of a call's answer. */
export type DataOf<Call extends CallDefinition> = ResponseOf<Call> extends { data: infer Data } ? Data : never;

/** The name of a corporate call as the role table and the audit log write it ('holiday/add'). */
export type CorporateNameOf<Call extends CallDefinition> = Call['path'] extends `/api/v2/corporate/${infer Name}/` ? Name : never;
