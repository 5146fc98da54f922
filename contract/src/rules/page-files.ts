// What a city page's attachments may be: documents citizens download (an ordinance as PDF, a budget
// as a spreadsheet), checked by their content on the server. Shared by the console (its file
// picker's `accept` and its messages) and the server (its limits).

/** Largest attachment page-file/upload accepts, in bytes. */
export const PAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** How many attachments one page may carry. */
export const PAGE_FILE_MAX_COUNT = 30;

/** The longest label of an attachment ('Ordenanza de tasas 2026'). */
export const PAGE_FILE_LABEL_MAX_LENGTH = 200;

/** The extensions the console's file picker offers (the server still decides by content). */
export const PAGE_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.csv';
