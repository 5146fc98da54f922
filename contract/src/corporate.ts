// /api/v2/corporate/*: the administrative calls of spec section 7 (docs/corporate-api.md). Each
// resource has its file (department.ts, procedure.ts, office.ts, post.ts, …); who may make each call
// is the table in rules/staff-roles.ts. This file holds what belongs to no single resource.
import { Type, type Static } from 'typebox';
import { Envelope } from './common.ts';

/** POST …/registry/detail/ `{customer_id}` (admins): the remote registry file, read-only. */
export const RegistryDetailResponseSchema = Envelope(Type.Object({
  default: Type.Record(Type.String(), Type.String()),
  customers: Type.Record(Type.String(), Type.Record(Type.String(), Type.Object({ url: Type.String(), percent: Type.Integer() }))),
}));
export type RegistryDetailResponse = Static<typeof RegistryDetailResponseSchema>;
