import { CASE_STUDIES } from '../data/case-studies';
import { PROJECTS } from '../data/projects';
import { SERVICES } from '../data/services';
import { TEAM } from '../data/team';
import { findBySlug, slugify } from './slug';

describe('slugify', () => {
  it('lowercases, strips accents and joins words with dashes', () => {
    expect(slugify('Sofía Núñez')).toBe('sofia-nunez');
    expect(slugify('Logo & Branding')).toBe('logo-branding');
    expect(slugify('UI/UX Design')).toBe('ui-ux-design');
  });

  it('never leaves a dash at either end or two in a row', () => {
    expect(slugify('  ¿Qué tal?  ')).toBe('que-tal');
    expect(slugify('A -- B')).toBe('a-b');
  });
});

describe('findBySlug', () => {
  it('finds a team member by the slug of their name', () => {
    expect(findBySlug(TEAM, 'sofia-nunez')?.designation).toBe('Lead Developer');
  });

  it('finds a case study by the slug of its title', () => {
    expect(findBySlug(CASE_STUDIES, 'horizon-airlines')?.subtitle).toBe('Booking flow redesign');
  });

  it('returns nothing for an unknown or missing slug', () => {
    expect(findBySlug(TEAM, 'nobody-here')).toBeUndefined();
    expect(findBySlug(TEAM, undefined)).toBeUndefined();
    expect(findBySlug(TEAM, '')).toBeUndefined();
  });

  it.each([
    ['services', SERVICES],
    ['projects', PROJECTS],
    ['team', TEAM],
    ['case studies', CASE_STUDIES],
  ] as [string, readonly { title: string }[]][])('gives every one of the %s its own slug, so each detail page is reachable', (_name, items) => {
    const slugs = items.map((item) => slugify(item.title));
    expect(new Set(slugs).size).toBe(items.length);
    for (const item of items) expect(findBySlug(items, slugify(item.title))).toBe(item);
  });
});
