import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Link, serverDataAtom, useSearchParams } from '@portal/shared';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from '@portal/contract';
import { useTranslation } from '../i18n';
import { fetchSearch, type SearchResults } from '../data/site-search';
import { SearchResultGroup } from '../components/SearchResultGroup';
import { pages } from '@portal/pages';

const Section = styled.section`
  .site-search-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-block: 1rem 1.5rem; max-width: 40rem; }
  .site-search-form .field { flex: 1 1 16rem; display: grid; gap: 0.35rem; }
  .site-search-form input { width: 100%; }
  .search-group { margin-block: 1.5rem; }
  .search-group h2 { font-size: 1.3rem; }
  .group-count { color: var(--color-muted); font-weight: 400; }
  .search-hits { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  .search-hit h3 { font-size: 1.05rem; margin: 0 0 0.25rem; }
  .snippet { margin: 0; color: var(--color-text); max-width: 70ch; }
  .snippet mark { background: var(--color-highlight, #ffe58a); color: #1a1a1a; padding: 0 0.1em; border-radius: 2px; }
  .empty-state { padding: 1.25rem; border: 1px dashed var(--color-border); border-radius: var(--radius); background: var(--color-surface); }
  .pager { display: flex; gap: 1rem; margin-top: 1.5rem; }
  .search-suggestion { margin-block: 0 1rem; }
  .search-suggestion p:first-child { font-size: 1.15rem; margin-block: 0 0.25rem; }
`;

type State =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'done'; results: SearchResults }
  | { phase: 'failed'; message: string };

/** What the server rendered the page with (api/src/ssr/page-data.ts, `search`). */
interface RenderedSearch {
  q: string;
  page: number;
  results?: SearchResults;
  message?: string;
}

/** The server's answer for exactly this query and page, else null (after a search in the page, say). */
function renderedState(rendered: RenderedSearch | undefined, q: string, page: number): State | null {
  if (!rendered || rendered.q !== q || rendered.page !== page) return null;
  if (rendered.results) return { phase: 'done', results: rendered.results };
  return rendered.message ? { phase: 'failed', message: rendered.message } : null;
}

/**
 * /buscar?q=…&pagina=…: the whole site's search (issue 14), grouped Trámites, Noticias, Páginas.
 * Every search box of the site is a GET form to this address, so without JavaScript the server
 * renders the results; with it, the page searches in place.
 */
export default function SiteSearchPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX);
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('pagina') ?? '1', 10) || 1));
  const [draft, setDraft] = useState(q);
  const rendered = renderedState(useAtomValue(serverDataAtom).search as RenderedSearch | undefined, q, page);
  const [state, setState] = useState<State>(rendered ?? { phase: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The server's results are shown as they are: the first search is not asked for again.
  const reuseRendered = useRef(rendered !== null);

  useEffect(() => setDraft(q), [q]);

  useEffect(() => {
    if (reuseRendered.current) {
      reuseRendered.current = false;
      return;
    }
    if (q.trim() === '') {
      setState({ phase: 'idle' });
      return;
    }
    let current = true;
    setState({ phase: 'loading' });
    fetchSearch(q, page)
      .then((results) => current && setState({ phase: 'done', results }))
      .catch((error: unknown) => current && setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [q, page, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  const results = state.phase === 'done' ? state.results : null;
  const total = results ? results.groups.reduce((sum, group) => sum + group.total, 0) : 0;
  const more = results ? results.groups.some((group) => group.total > page * SEARCH_PAGE_SIZE) : false;
  // A query with a typo is answered with the corrected query's results (and the correction).
  const shown = results?.suggestion ?? q;
  const pageLink = (n: number) => `/buscar?${new URLSearchParams({ q: shown, ...(n > 1 ? { pagina: String(n) } : {}) }).toString()}`;

  return (
    <Section className="container site-search-page">
      <h1>{t('Search the site')}</h1>
      <form role="search" className="site-search-form" method="get" action="/buscar" onSubmit={submit} aria-label={t('Search the site')}>
        <div className="field">
          <label htmlFor={inputId}>{t('What are you looking for?')}</label>
          <input id={inputId} type="search" name="q" value={draft} maxLength={SEARCH_QUERY_MAX} autoComplete="off" onChange={(event) => setDraft(event.target.value)} />
        </div>
        <button type="submit" className="btn">
          {t('Search')}
        </button>
      </form>

      <div role="status" aria-live="polite" className="search-status">
        {state.phase === 'idle' ? <p>{t('Type what you need in your own words, for example "birth certificate" or "pay taxes".')}</p> : null}
        {state.phase === 'loading' ? <p>{t('Searching...')}</p> : null}
        {results && total > 0 ? <p>{total === 1 ? t('1 result for "{{q}}".', { q: shown }) : t('{{n}} results for "{{q}}".', { n: total, q: shown })}</p> : null}
      </div>

      {results?.suggestion && total > 0 ? (
        <div className="search-suggestion">
          <p>
            {t('Did you mean')} <Link to={`/buscar?${new URLSearchParams({ q: results.suggestion }).toString()}`}>{results.suggestion}</Link>
          </p>
          <p>{t('We found nothing for "{{q}}": these are the results for "{{suggestion}}".', { q, suggestion: results.suggestion })}</p>
        </div>
      ) : null}

      {state.phase === 'failed' ? (
        <div role="alert">
          <p>{state.message}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('Try again')}
          </button>
        </div>
      ) : null}

      {results && total === 0 ? (
        <div className="empty-state">
          <h2>{t('We found nothing for "{{q}}"', { q })}</h2>
          <p>{t('Check the spelling or try other words. You can also:')}</p>
          <ul>
            <li>
              <Link to={`/procedures?${new URLSearchParams({ q }).toString()}`}>{t('Browse the procedures catalogue')}</Link>
            </li>
            <li>
              <Link to={pages.contact.href()}>{t('Write to us through the contact page')}</Link>
            </li>
          </ul>
        </div>
      ) : null}

      {results && total > 0 ? results.groups.filter((group) => group.items.length > 0).map((group) => <SearchResultGroup key={group.kind} group={group} />) : null}

      {results && (page > 1 || more) ? (
        <nav className="pager" aria-label={t('Result pages')}>
          {page > 1 ? <Link to={pageLink(page - 1)}>{t('Previous page')}</Link> : null}
          {more ? <Link to={pageLink(page + 1)}>{t('Next page')}</Link> : null}
        </nav>
      ) : null}
    </Section>
  );
}
