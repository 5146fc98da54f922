// City certificates (issue 15): the public check anyone can make with a certificate's number and
// register id, and the clerks' calls /api/v2/corporate/certificate/{add,list,detail,revoke}/.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DateSchema, Envelope, IdSchema, ListRequestProperties, Nullable, PagedEnvelope, Text } from './common.ts';
import { CERTIFICATE_CODE_INPUT_PATTERN, CERTIFICATE_CODE_MAX_LENGTH } from './rules/certificate.ts';

// ---- The public check: GET /api/v2/certificate/validate/ ----

/**
 * The query. Values are trimmed and upper-cased by the server before the pattern check, so the
 * schema bounds only the raw length (a little room for the spaces a citizen pastes).
 */
export const CertificateCheckQuerySchema = Type.Object({
  customer_id: CustomerIdSchema,
  number: Type.String({ maxLength: CERTIFICATE_CODE_MAX_LENGTH + 20 }),
  register_id: Type.String({ maxLength: CERTIFICATE_CODE_MAX_LENGTH + 20 }),
});
export type CertificateCheckQuery = Static<typeof CertificateCheckQuerySchema>;

/** The verdict a citizen reads: valid, revoked (wins over expiry) or past its expiry date. */
export const CertificateVerdictSchema = Type.Union([Type.Literal('valido'), Type.Literal('revocado'), Type.Literal('vencido')]);
export type CertificateVerdict = Static<typeof CertificateVerdictSchema>;

/** The issued PDF: its SHA-256 (hex) to compare with the copy one was given, and where to download it. */
export const CertificatePdfSchema = Type.Object({ sha256: Type.String(), url: Type.String(), size: Type.Integer() });
export type CertificatePdf = Static<typeof CertificatePdfSchema>;

/** What anyone may know about a certificate; the holder only as initials and the id's last 3 digits. */
export const CertificateCheckSchema = Type.Object({
  status: CertificateVerdictSchema,
  number: Type.String(),
  register_id: Type.String(),
  type: Type.String(),
  procedure: Nullable(Type.String()),
  department: Nullable(Type.String()),
  issued_on: Type.String(),
  expires_on: Nullable(Type.String()),
  revoked_on: Nullable(Type.String()),
  revocation_reason: Nullable(Type.String()),
  /** 'M. G. R.' */
  holder_initials: Type.String(),
  /** '***678' */
  holder_id: Type.String(),
  pdf: Nullable(CertificatePdfSchema),
});
export type CertificateCheck = Static<typeof CertificateCheckSchema>;

/** 200 for a known pair; an unknown one answers 404 `{res: 0, message}`. */
export const CertificateCheckResponseSchema = Envelope(CertificateCheckSchema);
export type CertificateCheckResponse = Static<typeof CertificateCheckResponseSchema>;

// ---- The clerks' calls ----

/** 'valid' or 'revoked' as stored; expiry is computed from the dates. */
export const CertificateStatusSchema = Type.Union([Type.Literal('valid'), Type.Literal('revoked')]);
export type CertificateStatus = Static<typeof CertificateStatusSchema>;

/** A number or register id in a clerk's body: either case (stored upper case), spaces around dropped. */
const Code = Type.String({ minLength: 1, maxLength: CERTIFICATE_CODE_MAX_LENGTH + 20, pattern: CERTIFICATE_CODE_INPUT_PATTERN });

export const CertificateSummarySchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  register_id: Type.String(),
  type: Type.String(),
  holder_name: Type.String(),
  holder_national_id: Type.String(),
  issued_on: Type.String(),
  expires_on: Nullable(Type.String()),
  status: CertificateStatusSchema,
  /** the verdict the public check gives today */
  verdict: CertificateVerdictSchema,
  has_pdf: Type.Boolean(),
});
export type CertificateSummary = Static<typeof CertificateSummarySchema>;

export const CertificateDetailSchema = Type.Object({
  ...CertificateSummarySchema.properties,
  procedure_id: Nullable(Type.Integer()),
  procedure_name: Nullable(Type.String()),
  department_id: Nullable(Type.Integer()),
  department_name: Nullable(Type.String()),
  revoked_on: Nullable(Type.String()),
  revocation_reason: Nullable(Type.String()),
  pdf_sha256: Nullable(Type.String()),
  pdf_size: Nullable(Type.Integer()),
  created: Type.String(),
});
export type CertificateDetail = Static<typeof CertificateDetailSchema>;

/** …/certificate/list/ — newest issue first; `q` searches number, register, type and holder; `status` narrows. */
export const CertificateListRequestSchema = Type.Object({ ...ListRequestProperties, status: Type.Optional(CertificateStatusSchema) });
export type CertificateListRequest = Static<typeof CertificateListRequestSchema>;
export const CertificateListResponseSchema = PagedEnvelope(CertificateSummarySchema);
export type CertificateListResponse = Static<typeof CertificateListResponseSchema>;

/** …/certificate/detail/ `{customer_id, id}` */
export const CertificateDetailResponseSchema = Envelope(CertificateDetailSchema);
export type CertificateDetailResponse = Static<typeof CertificateDetailResponseSchema>;

/**
 * …/certificate/add/ — JSON, or multipart/form-data with the same fields as text and the issued PDF
 * in the file field `pdf` (a PDF by content, at most CERTIFICATE_PDF_MAX_BYTES). Number and
 * register are upper-cased; the pair is unique per customer (409). The department defaults to the
 * procedure's.
 */
export const CertificateAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  number: Code,
  register_id: Code,
  type: Text(150),
  procedure_id: Type.Optional(Nullable(IdSchema)),
  department_id: Type.Optional(Nullable(IdSchema)),
  holder_name: Text(200),
  holder_national_id: Type.String({ minLength: 4, maxLength: 30, pattern: '^[A-Za-z0-9][A-Za-z0-9 .-]*[0-9]$' }),
  issued_on: DateSchema,
  expires_on: Type.Optional(Nullable(DateSchema)),
});
export type CertificateAddRequest = Static<typeof CertificateAddRequestSchema>;
export const CertificateAddResponseSchema = CreatedResponseSchema;
export type CertificateAddResponse = Static<typeof CertificateAddResponseSchema>;

/** …/certificate/revoke/ — at once visible in the public check; 409 when already revoked. */
export const CertificateRevokeRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  reason: Text(500),
  /** the revocation's date; today (the customer's time zone) when absent */
  revoked_on: Type.Optional(DateSchema),
});
export type CertificateRevokeRequest = Static<typeof CertificateRevokeRequestSchema>;
export const CertificateRevokeResponseSchema = Envelope(CertificateDetailSchema, { message: Type.String() });
export type CertificateRevokeResponse = Static<typeof CertificateRevokeResponseSchema>;
