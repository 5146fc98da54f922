// /api/v2/corporate/indexing/{detail,update}/ (admins): whether search engines may index the
// customer's public site. Off (the spec's `noindex, follow`) until an admin turns it on; on, every
// page's robots meta says `index, follow`. The sitemap and robots.txt are served either way.
import { Type, type Static } from 'typebox';
import { CustomerIdSchema, Envelope } from './common.ts';

/** The customer's indexing setting. */
export const IndexingSchema = Type.Object({ indexing: Type.Boolean() });
export type Indexing = Static<typeof IndexingSchema>;

/** …/indexing/detail/ `{customer_id}` */
export const IndexingDetailResponseSchema = Envelope(IndexingSchema);
export type IndexingDetailResponse = Static<typeof IndexingDetailResponseSchema>;

/** …/indexing/update/ `{customer_id, indexing}`; answers the setting as it is now. */
export const IndexingUpdateRequestSchema = Type.Object({ customer_id: CustomerIdSchema, indexing: Type.Boolean() });
export type IndexingUpdateRequest = Static<typeof IndexingUpdateRequestSchema>;

export const IndexingUpdateResponseSchema = Envelope(IndexingSchema);
export type IndexingUpdateResponse = Static<typeof IndexingUpdateResponseSchema>;
