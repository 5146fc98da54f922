import styled from 'styled-components';
import { up } from '@portal/shared';

/**
 * The news pages' layout: posts in a two-column grid beside the sidebar on wide screens, one
 * column on phones. Its own module, so a page can use it without pulling in the news list.
 */
export const BlogLayout = styled.div`
  display: grid;
  /* minmax(0, …): a column is never wider than the screen because of a long word or a picture (issue 19). */
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  .post-grid {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ${up('md')} {
    .post-grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  .post-grid > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
`;
