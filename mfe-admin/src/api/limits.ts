// The list limits of docs/corporate-api.md (LIST_PAGE_SIZE_MAX in contract/src/common.ts, which the
// containers cannot import: it sits beside the schemas).
export const LIST_PAGE_SIZE_MAX = 500;
/** Rows per page of the console's lists. */
export const CONSOLE_PAGE_SIZE = 20;
