import { GRID_ITEMS } from '../data/listing';
import { PROJECTS } from '../data/projects';
import { filterProjects, visibleProjects } from './projects-filter';

describe('project filters', () => {
  it('All Works keeps every project', () => {
    expect(filterProjects(PROJECTS, 'All Works')).toHaveLength(PROJECTS.length);
  });

  it('Branding and Mobile keep only the projects of that category', () => {
    const branding = filterProjects(PROJECTS, 'Branding');
    const mobile = filterProjects(PROJECTS, 'Mobile');
    expect(branding.length).toBeGreaterThan(0);
    expect(mobile.length).toBeGreaterThan(0);
    expect(branding.every((p) => p.category.includes('Branding'))).toBe(true);
    expect(mobile.every((p) => p.category.includes('Mobile'))).toBe(true);
    expect(PROJECTS.filter((p) => p.category.includes('Mobile')).length).toBe(mobile.length);
  });

  it('shows 6 projects by default and 12 on the four-column grid', () => {
    expect(visibleProjects(PROJECTS, 'All Works', GRID_ITEMS.default)).toHaveLength(6);
    expect(visibleProjects(PROJECTS, 'All Works', GRID_ITEMS.fourColumn)).toHaveLength(12);
  });

  it('limits a filtered tab as well, keeping the data order', () => {
    const mobile = visibleProjects(PROJECTS, 'Mobile', GRID_ITEMS.default);
    expect(mobile.length).toBeLessThanOrEqual(6);
    expect(mobile.map((p) => p.id)).toEqual([...mobile.map((p) => p.id)].sort((a, b) => a - b));
  });
});
