// Listing sizes and fixed dates of spec section 9.

/** Project grids show 6 items, 12 on the four-column grid. */
export const GRID_ITEMS = { default: 6, fourColumn: 12 } as const;

/** Full-width project pages paginate 6 per page (8 on four columns) over the first 16 projects. */
export const WIDTH_PAGE_SIZE = { default: 6, fourColumn: 8 } as const;
export const WIDTH_SOURCE_COUNT = 16;

/** The coming-soon countdown target: 10 January 2023, 17:00 (local time). */
export const COMING_SOON_TARGET = new Date(2023, 0, 10, 17, 0, 0);
