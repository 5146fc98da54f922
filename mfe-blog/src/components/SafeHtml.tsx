import { useMemo } from 'react';
import styled from 'styled-components';
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
`;

/** CMS HTML, tidied and sanitised (lib/sanitize), rendered as the article body. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => safeBodyHtml(html), [html]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
