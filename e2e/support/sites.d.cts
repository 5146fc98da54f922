export const SITE_SPACING: number;
export const BASE_OFFSET: number;
export const WORKERS: number;
export function siteOffset(index: number): number;
export function currentSiteIndex(): number;
