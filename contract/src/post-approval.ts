// /api/v2/corporate/postApproval/{detail,update}/ (admins): which staff role publishes, schedules and
// approves the customer's news posts. 'editor' (the default): every editor publishes; 'admin':
// editors send their posts for review and an admin publishes them.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope } from './common.ts';

export const PostApproverRoleSchema = Type.Union([Type.Literal('editor'), Type.Literal('admin')]);

/** The customer's approver role. */
export const PostApprovalSchema = Type.Object({ approver_role: PostApproverRoleSchema });
export type PostApproval = Static<typeof PostApprovalSchema>;

/** …/postApproval/detail/ `{customer_id}` */
export const PostApprovalDetailResponseSchema = Envelope(PostApprovalSchema);
export type PostApprovalDetailResponse = Static<typeof PostApprovalDetailResponseSchema>;

/** …/postApproval/update/ `{customer_id, approver_role}`; answers the setting as it is now. */
export const PostApprovalUpdateRequestSchema = Type.Object({ customer_id: CustomerIdSchema, approver_role: PostApproverRoleSchema });
export type PostApprovalUpdateRequest = Static<typeof PostApprovalUpdateRequestSchema>;

export const PostApprovalUpdateResponseSchema = Envelope(PostApprovalSchema, { message: Type.String() });
export type PostApprovalUpdateResponse = Static<typeof PostApprovalUpdateResponseSchema>;
