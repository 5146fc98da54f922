// '¿Le resultó útil esta página?' at the foot of a procedure's page, a news story and a city page:
// a yes or a no and an optional comment, nothing about who answered (no name, no e-mail, no
// address is stored). POST /api/v2/feedback/ (public, rate-limited per address); the counts and
// comments per page for the staff: /api/v2/corporate/feedback/list/ (editors).
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope, IdSchema } from './common.ts';
import { FEEDBACK_COMMENT_MAX_LENGTH } from './rules/feedback.ts';

/** The pages that ask: a procedure's page, a news story, a city page. */
export const FeedbackPageKindSchema = Type.Union([Type.Literal('procedure'), Type.Literal('post'), Type.Literal('page')]);
export type FeedbackPageKind = Static<typeof FeedbackPageKindSchema>;

/** POST /api/v2/feedback/ */
export const FeedbackRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  kind: FeedbackPageKindSchema,
  id: IdSchema,
  helpful: Type.Boolean(),
  comment: Type.Optional(Type.String({ maxLength: FEEDBACK_COMMENT_MAX_LENGTH })),
});
export type FeedbackRequest = Static<typeof FeedbackRequestSchema>;

export const FeedbackResponseSchema = Envelope(Type.Null());
export type FeedbackResponse = Static<typeof FeedbackResponseSchema>;

/** One comment left with an answer. */
export const FeedbackCommentSchema = Type.Object({ helpful: Type.Boolean(), comment: Type.String(), created: Type.String() });
export type FeedbackComment = Static<typeof FeedbackCommentSchema>;

/** The answers about one page: how many found it useful and how many did not, and the comments, newest first. */
export const PageFeedbackSchema = Type.Object({
  kind: FeedbackPageKindSchema,
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  yes: Type.Integer(),
  no: Type.Integer(),
  comments: Type.Array(FeedbackCommentSchema),
});
export type PageFeedback = Static<typeof PageFeedbackSchema>;

/** …/feedback/list/ `{customer_id}`: every page with answers, the most answered first. */
export const FeedbackListResponseSchema = Envelope(Type.Array(PageFeedbackSchema));
export type FeedbackListResponse = Static<typeof FeedbackListResponseSchema>;
