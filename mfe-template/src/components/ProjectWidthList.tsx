import styled from 'styled-components';
import { useSearchParams } from '@portal/shared';
import { Pagination } from '@portal/ui';
import { WIDTH_SOURCE_COUNT } from '../data/listing';
import { PROJECTS } from '../data/projects';
import { pageFromQuery, paginate } from '../domain/paginate';
import { CardGrid } from './PageFrame';
import { ProjectCard } from './ProjectCard';
import { useTranslation } from '../i18n';

// Styled, not inline: a server-rendered style attribute is refused by the CSP (issue 20).
const FluidList = styled.div`
  padding-inline: 1rem;
`;

/** The full-width project list: the first 16 projects, `perPage` at a time, page in the address. */
export function ProjectWidthList({ columns, perPage }: { columns: number; perPage: number }) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const { items, page, pageCount } = paginate(PROJECTS.slice(0, WIDTH_SOURCE_COUNT), pageFromQuery(params.get('page')), perPage);
  return (
    <FluidList className="container-fluid">
      <p className="visually-hidden" aria-live="polite">
        {t('Page {{page}} of {{total}}', { page, total: pageCount })}
      </p>
      <CardGrid $columns={columns}>
        {items.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </CardGrid>
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `?page=${n}`} centered />
    </FluidList>
  );
}
