// What every call shares: the customer id, the success envelope and the failure answer.
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/** The customer id a call carries in its body. */
export const CustomerIdSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });

/** A row id in a request body. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A body that carries only the customer id. */
export const CustomerRequestSchema = Type.Object({ customer_id: CustomerIdSchema });
export type CustomerRequest = Static<typeof CustomerRequestSchema>;

/** One refused field of a validation failure: its name (a dotted path) and why, in Spanish. */
export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldErrorSchema>;

/**
 * Every failure (4xx, 5xx): `res: 0` and a Spanish message a toast can show. A validation failure
 * (400) also lists the refused fields, so a form marks them without reading the message.
 */
export const ErrorResponseSchema = Type.Object({
  res: Type.Literal(0),
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

/** The success envelope of a call: `res: 1`, its `data`, an optional message, and any extra fields. */
export function Envelope<Data extends TSchema, Extra extends TProperties = Record<never, never>>(data: Data, extra?: Extra) {
  return Type.Object({ res: Type.Literal(1), data, message: Type.Optional(Type.String()), ...(extra ?? ({} as Extra)) });
}

/** The answer to a write that created one row: `201 {res: 1, data: {id}, message}`. */
export const CreatedResponseSchema = Type.Object({
  res: Type.Literal(1),
  data: Type.Object({ id: Type.Integer() }),
  message: Type.String(),
});
export type CreatedResponse = Static<typeof CreatedResponseSchema>;

/** Largest page of a corporate list call. */
export const LIST_PAGE_SIZE_MAX = 500;

/**
 * What every corporate list call accepts: the customer, a 1-based page number (default 1), the page
 * size (default 20, at most LIST_PAGE_SIZE_MAX) and a free-text search `q` (case-insensitive,
 * matched inside the listed text fields; '' or absent lists everything).
 */
export const ListRequestProperties = {
  customer_id: CustomerIdSchema,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_PAGE_SIZE_MAX, default: 20 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
};

/** A list request with only the common fields. */
export const ListRequestSchema = Type.Object(ListRequestProperties);
export type ListRequest = Static<typeof ListRequestSchema>;

/** The answer of a list call: one page of items, the number of items that match, and the page asked for. */
export function PagedEnvelope<Item extends TSchema>(item: Item) {
  return Type.Object({
    res: Type.Literal(1),
    data: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    message: Type.Optional(Type.String()),
  });
}

/** A call on one row of a customer: detail, delete, publish… */
export const IdRequestSchema = Type.Object({ customer_id: CustomerIdSchema, id: IdSchema });
export type IdRequest = Static<typeof IdRequestSchema>;

/** The answer to a delete: the id that was removed. */
export const DeletedResponseSchema = Type.Object({
  res: Type.Literal(1),
  data: Type.Object({ id: Type.Integer() }),
  message: Type.String(),
});
export type DeletedResponse = Static<typeof DeletedResponseSchema>;

/** A calendar day, 'YYYY-MM-DD' (the server also refuses days that do not exist, such as 2026-02-30). */
export const DateSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });

/** A text a person types: at least one visible character. */
export function Text(maxLength: number) {
  return Type.String({ minLength: 1, maxLength, pattern: '\\S' });
}

/**
 * A request field that may be null. Null comes first: the server's validator coerces types, and
 * would turn a null into 0 or '' for a number or string branch tried before it.
 */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([Type.Null(), schema]);
}
