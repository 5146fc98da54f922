import { useEffect, useRef, useState } from 'react';
import { displayLocale } from '@portal/shared';
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

interface Props {
  procedures: Procedure[];
  shortname: string;
  /** Changes whenever the filter does, so paging starts over for a new search. */
  filterKey: string;
}

/** The grid of cards, PAGE_SIZE at a time, with 'Mostrar más' for the next ones. */
export function ProcedureResults({ procedures, shortname, filterKey }: Props) {
  const [paging, setPaging] = useState({ key: filterKey, count: PAGE_SIZE });
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

  const showMore = () => {
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
          <button type="button" className="btn" onClick={showMore}>
            {t('Show more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
