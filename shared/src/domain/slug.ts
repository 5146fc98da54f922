/**
 * Makes the URL slug of a title: lower case, accents dropped (á → a, ñ → n), every run of other
 * characters one hyphen, no hyphen at either end. Links like /post/{slug}?id= and lookups by slug
 * (team, case studies, demo categories) must agree, so there is only this one.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
