import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { displayLocale, Link, useLocation } from '@portal/shared';
import { ProcedureCard } from './ProcedureCard';
import type { Procedure } from '@portal/contract';
import { useTranslation } from '../i18n';

// One formatter per language: counts follow the page's language (es-VE by default).
const counts = new Map<string, Intl.NumberFormat>();

/** A count as Spanish readers write it: '44', '1234', '10.000' (grouping from five digits, RAE). */
export function formatCount(count: number): string {
  const locale = displayLocale();
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = new Intl.NumberFormat(locale, { useGrouping: 'min2' })));
  return format.format(count);
}

/** Cards rendered at a time: a whole city's catalogue at once would freeze a phone. */
export const PAGE_SIZE = 24;

/** `?pagina=N`: the catalogue shows its first N × PAGE_SIZE cards (how 'Mostrar más' works without JavaScript). */
export const PAGE_PARAM = 'pagina';

/** The pages asked for in the address (1 to 100). */
export function pagesAskedFor(search: string): number {
  const value = Number.parseInt(new URLSearchParams(search).get(PAGE_PARAM) ?? '1', 10);
  return Number.isFinite(value) ? Math.max(1, Math.min(100, value)) : 1;
}

interface Props {
  procedures: Procedure[];
  shortname: string;
  /** Changes whenever the filter does, so paging starts over for a new search. */
  filterKey: string;
}

/**
 * The grid of cards, PAGE_SIZE at a time, with 'Mostrar más' for the next ones: a link to the same
 * search with one page more (`?pagina=`), which the server renders without JavaScript; with it,
 * the next cards are added in place.
 */
export function ProcedureResults({ procedures, shortname, filterKey }: Props) {
  const location = useLocation();
  const [paging, setPaging] = useState(() => ({ key: filterKey, count: pagesAskedFor(location.search) * PAGE_SIZE }));
  const { t } = useTranslation();
  const count = paging.key === filterKey ? paging.count : PAGE_SIZE;
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const visible = procedures.slice(0, count);

  useEffect(() => {
    // After 'Mostrar más', focus goes to the first new card so keyboard users continue from there.
    if (focusIndex.current === null) return;
    const link = listRef.current?.children[focusIndex.current]?.querySelector('a');
    focusIndex.current = null;
    link?.focus();
  }, [count]);

  const moreParams = new URLSearchParams(location.search);
  moreParams.set(PAGE_PARAM, String(Math.ceil(count / PAGE_SIZE) + 1));
  const showMore = (event: MouseEvent) => {
    // A click opened in a new tab (or with a modifier) stays a link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    focusIndex.current = count;
    setPaging({ key: filterKey, count: count + PAGE_SIZE });
  };

  return (
    <>
      <ul className="procedure-grid" ref={listRef}>
        {visible.map((procedure) => (
          <li key={procedure.id}>
            <ProcedureCard procedure={procedure} shortname={shortname} />
          </li>
        ))}
      </ul>
      {procedures.length > count ? (
        <div className="show-more">
          <p>
            {t('Showing {{shown}} of {{total}} procedures.', { shown: formatCount(visible.length), total: formatCount(procedures.length) })}
          </p>
          <Link to={`${location.pathname}?${moreParams.toString()}`} className="btn" onClick={showMore} preventScrollReset>
            {t('Show more')}
          </Link>
        </div>
      ) : null}
    </>
  );
}
