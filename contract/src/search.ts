// Search (issue 14): the synonym list staff edit (/api/v2/corporate/synonym/*, clerks) and the site
// search citizens use (GET /api/v2/search/?customer_id=&q=&page=).
import { Type, type Static } from 'typebox';
import { SEARCH_QUERY_MAX } from './rules/spanish-search.ts';
import { CreatedResponseSchema, CustomerIdSchema, DeletedResponseSchema, Envelope, IdSchema, ListRequestProperties, PagedEnvelope, Text } from './common.ts';

/** A synonym as the catalogue reads it (procedures.json `synonyms`): a word and what the site says instead. */
export const SynonymEntrySchema = Type.Object({ term: Type.String(), alternatives: Type.Array(Type.String()) });

/** Most alternatives one word may have, and their length. */
export const SYNONYM_ALTERNATIVES_MAX = 10;
const Alternatives = Type.Array(Text(60), { minItems: 1, maxItems: SYNONYM_ALTERNATIVES_MAX });
/** One word (letters only, accents allowed): what citizens type. */
const Term = Type.String({ minLength: 2, maxLength: 60, pattern: '^\\s*[\\p{L}]+\\s*$' });

/** A synonym in the staff calls. */
export const SynonymItemSchema = Type.Object({ id: Type.Integer(), term: Type.String(), alternatives: Type.Array(Type.String()) });
export type SynonymItem = Static<typeof SynonymItemSchema>;

/** …/synonym/list/ — by term; `q` searches term and alternatives. */
export const SynonymListRequestSchema = Type.Object(ListRequestProperties);
export type SynonymListRequest = Static<typeof SynonymListRequestSchema>;
export const SynonymListResponseSchema = PagedEnvelope(SynonymItemSchema);
export type SynonymListResponse = Static<typeof SynonymListResponseSchema>;

/** …/synonym/add/ — 201 `{data: {id}}`; 409 when the word is already in the list. */
export const SynonymAddRequestSchema = Type.Object({ customer_id: CustomerIdSchema, term: Term, alternatives: Alternatives });
export type SynonymAddRequest = Static<typeof SynonymAddRequestSchema>;
export const SynonymAddResponseSchema = CreatedResponseSchema;
export type SynonymAddResponse = Static<typeof SynonymAddResponseSchema>;

/** …/synonym/update/ — only the fields given change. */
export const SynonymUpdateRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  id: IdSchema,
  term: Type.Optional(Term),
  alternatives: Type.Optional(Alternatives),
});
export type SynonymUpdateRequest = Static<typeof SynonymUpdateRequestSchema>;
export const SynonymUpdateResponseSchema = Envelope(SynonymItemSchema, { message: Type.String() });
export type SynonymUpdateResponse = Static<typeof SynonymUpdateResponseSchema>;

/** …/synonym/delete/ `{customer_id, id}`. */
export const SynonymDeleteResponseSchema = DeletedResponseSchema;
export type SynonymDeleteResponse = Static<typeof SynonymDeleteResponseSchema>;


/** GET /api/v2/search/ query string. `page` is 1-based. */
export const SearchRequestSchema = Type.Object({
  customer_id: CustomerIdSchema,
  q: Type.String({ maxLength: SEARCH_QUERY_MAX }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
});
export type SearchRequest = Static<typeof SearchRequestSchema>;

/** A piece of a snippet; `match` pieces are what the query found (shown highlighted, as text). */
export const SnippetPartSchema = Type.Object({ text: Type.String(), match: Type.Boolean() });
export type SnippetPart = Static<typeof SnippetPartSchema>;

export const SearchKindSchema = Type.Union([Type.Literal('procedure'), Type.Literal('post'), Type.Literal('page')]);
export type SearchKind = Static<typeof SearchKindSchema>;

/** One result: its title, a site path to open it, and a snippet of its text around the match. */
export const SearchHitSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  snippet: Type.Array(SnippetPartSchema),
});
export type SearchHit = Static<typeof SearchHitSchema>;

/** The results of one kind (Trámites, Noticias, Páginas), best first, and how many there are in all. */
export const SearchGroupSchema = Type.Object({ kind: SearchKindSchema, total: Type.Integer(), items: Type.Array(SearchHitSchema) });
export type SearchGroup = Static<typeof SearchGroupSchema>;

export const SearchResponseSchema = Envelope(
  Type.Object({
    q: Type.String(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    groups: Type.Array(SearchGroupSchema),
    /**
     * The query with its misspelt words corrected ('acta de nacimiento' for 'acta de nacimieto'):
     * present when the query as typed found nothing and the corrected one finds something; `groups`
     * are then the corrected query's results.
     */
    suggestion: Type.Optional(Type.String()),
  }),
);
export type SearchResponse = Static<typeof SearchResponseSchema>;
