import type * as catalogue from './catalogue.ts';

/** The name of a page of the catalogue ('certificateValidation'). */
export type PageName = keyof typeof catalogue;
