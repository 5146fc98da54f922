import { Link } from '@portal/shared';
import { i18nKey, useTranslation } from '../i18n';
import type { SearchGroup, SearchKind } from '@portal/contract';

/** The heading of each group, in the order they are shown. */
export const GROUP_TITLES: Record<SearchKind, string> = {
  procedure: i18nKey('Procedures'),
  post: i18nKey('News'),
  page: i18nKey('Pages'),
};

/** One group of results: heading with its count, then each result's title (the link) and snippet. */
export function SearchResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation();
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId} className="search-group">
      <h2 id={headingId}>
        {t(GROUP_TITLES[group.kind])} <span className="group-count">({group.total})</span>
      </h2>
      <ol className="search-hits">
        {group.items.map((hit) => (
          <li key={hit.id} className="search-hit">
            <h3>
              <Link to={hit.url}>{hit.title}</Link>
            </h3>
            <p className="snippet">
              {/* The server sends text parts, never HTML: matches are marked by React, as text. */}
              {hit.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
