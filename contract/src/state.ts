// /api/v2/corporate/state/{add,delete,detail,list,update}/ (clerks): the states a citizen's request
// for a procedure goes through ('Recibido', 'En revisión', …), in order.
import { Type, type Static } from 'typebox';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';

/** A state; `position` orders them (0 first). `decides`: reaching it is the request's decision (approved, rejected…), the day the service standard is measured to. */
export const StateSchema = Type.Object({ id: Type.Integer(), name: Type.String(), position: Type.Integer(), decides: Type.Boolean() });
export type State = Static<typeof StateSchema>;

/** …/state/list/ — in order of position; `q` searches the name. */
export const StateListRequestSchema = Type.Object(ListRequestProperties);
export type StateListRequest = Static<typeof StateListRequestSchema>;
export const StateListResponseSchema = PagedEnvelope(StateSchema);
export type StateListResponse = Static<typeof StateListResponseSchema>;

/** …/state/detail/ `{customer_id, id}` */
export const StateDetailResponseSchema = Envelope(StateSchema);
export type StateDetailResponse = Static<typeof StateDetailResponseSchema>;

/** …/state/add/ — without `position` the state goes last. 201 `{data: {id}}`. */
export const StateAddRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  name: Text(100),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  decides: Type.Optional(Type.Boolean()),
});
export type StateAddRequest = Static<typeof StateAddRequestSchema>;
export const StateAddResponseSchema = CreatedResponseSchema;
export type StateAddResponse = Static<typeof StateAddResponseSchema>;

/** …/state/update/ — only the fields given change. */
export const StateUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  name: Type.Optional(Text(100)),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  decides: Type.Optional(Type.Boolean()),
});
export type StateUpdateRequest = Static<typeof StateUpdateRequestSchema>;
export const StateUpdateResponseSchema = Envelope(StateSchema, { message: Type.String() });
export type StateUpdateResponse = Static<typeof StateUpdateResponseSchema>;

/** …/state/delete/ `{customer_id, id}` */
export const StateDeleteResponseSchema = DeletedResponseSchema;
export type StateDeleteResponse = Static<typeof StateDeleteResponseSchema>;
