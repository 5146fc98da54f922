import { useMemo } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@portal/shared';
import { safeBodyHtml } from '../lib/sanitize';

const Body = styled.div`
  overflow-wrap: anywhere;
  img {
    border-radius: var(--radius);
  }
  table {
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid var(--color-border);
    padding: 0.25rem 0.5rem;
  }
  /* A link alone on its line is no part of a sentence: a 44 px target (contract rules/lone-links.ts). */
  p.lone-link > a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

/**
 * CMS HTML, tidied and sanitised (lib/sanitize), rendered as the article body. Tidying needs a
 * DOM: on the server, and while its page hydrates, the body is rendered as the portal server
 * sanitised it for the render (api/src/ssr/page-data.ts), then tidied here.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? safeBodyHtml(html) : html), [hydrated, html]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
