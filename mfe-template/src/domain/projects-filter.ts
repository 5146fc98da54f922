import { i18nKey } from '../i18n';
import type { Project, ProjectTab } from '../data/types';

/** The filter tabs of the project grids (spec section 2). */
export const PROJECT_TABS: readonly ProjectTab[] = [i18nKey('All Works'), i18nKey('Branding'), i18nKey('Mobile')];

/** The projects a tab shows: 'All Works' keeps all, another tab keeps the projects of that category. */
export function filterProjects(projects: readonly Project[], tab: ProjectTab): Project[] {
  if (tab === 'All Works') return [...projects];
  return projects.filter((project) => project.category.includes(tab));
}

/** What a grid shows for a tab: the matching projects, at most `limit` of them. */
export function visibleProjects(projects: readonly Project[], tab: ProjectTab, limit: number): Project[] {
  return filterProjects(projects, tab).slice(0, limit);
}
