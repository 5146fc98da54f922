// /api/v2/corporate/site/{detail,update}/ (editors): the texts of the site config (shared by every
// customer of the install) and the customer's own contact texts (the contact page's SEDE block,
// the header's name). Changes are live on the next page load.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, Nullable, Text } from './common.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './rules/email.ts';
import { PHONE_MAX_LENGTH, PHONE_PATTERN } from './rules/phone.ts';

/** The customer's texts. */
export const CustomerTextsSchema = Type.Object({ name: Type.String(), address: Type.String(), phone: Type.String(), email: Type.String() });
export type CustomerTexts = Static<typeof CustomerTextsSchema>;

/**
 * The site texts. `egovHomePath` is appended to the e-government host ('Gobierno Electrónico');
 * `egovHost` null means the server's own (EGOV_HOST or PUBLIC_URL); `siteDemo` shows the agency
 * template's call to action.
 */
export const SiteTextsSchema = Type.Object({
  siteName: Type.String(),
  siteDescription: Type.String(),
  siteDemo: Type.Boolean(),
  egovHost: Type.Union([Type.String(), Type.Null()]),
  egovHomePath: Type.String(),
  customer: CustomerTextsSchema,
  /** at most one active appointment per cédula and per e-mail for each procedure (the customer's rule) */
  oneAppointmentPerProcedure: Type.Optional(Type.Boolean()),
});
export type SiteTexts = Static<typeof SiteTextsSchema>;

/** …/site/detail/ `{customer_id}` */
export const SiteTextsDetailResponseSchema = Envelope(SiteTextsSchema);
export type SiteTextsDetailResponse = Static<typeof SiteTextsDetailResponseSchema>;

/** …/site/update/ — only the fields given change; answers the texts as they are now. */
export const SiteTextsUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  siteName: Type.Optional(Text(200)),
  siteDescription: Type.Optional(Type.String({ maxLength: 1000 })),
  siteDemo: Type.Optional(Type.Boolean()),
  egovHost: Type.Optional(Nullable(Type.String({ maxLength: 300, pattern: '^https?://[^\\s/]+$' }))),
  egovHomePath: Type.Optional(Type.String({ maxLength: 300, pattern: '^(|/[^\\s]*)$' })),
  oneAppointmentPerProcedure: Type.Optional(Type.Boolean()),
  customer: Type.Optional(Type.Object({
    name: Type.Optional(Text(200)),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    phone: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN })])),
    email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN })])),
  })),
});
export type SiteTextsUpdateRequest = Static<typeof SiteTextsUpdateRequestSchema>;
export const SiteTextsUpdateResponseSchema = Envelope(SiteTextsSchema, { message: Type.String() });
export type SiteTextsUpdateResponse = Static<typeof SiteTextsUpdateResponseSchema>;
