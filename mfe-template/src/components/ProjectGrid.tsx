import { useState } from 'react';
import { PROJECTS } from '../data/projects';
import type { ProjectTab } from '../data/types';
import { visibleProjects } from '../domain/projects-filter';
import { CardGrid } from './PageFrame';
import { ProjectCard } from './ProjectCard';
import { ProjectTabs, useTabIds } from './ProjectTabs';

/** A filterable project grid: the tabs choose a category, the panel shows up to `limit` projects. */
export function ProjectGrid({ columns, limit }: { columns: number; limit: number }) {
  const [tab, setTab] = useState<ProjectTab>('All Works');
  const ids = useTabIds();
  const shown = visibleProjects(PROJECTS, tab, limit);
  return (
    <div className="container">
      <ProjectTabs value={tab} onChange={setTab} ids={ids} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab(tab)}>
        <CardGrid $columns={columns}>
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </CardGrid>
      </div>
    </div>
  );
}
