import { useDeferredValue, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { dateTimeFormat, departmentsAtom, displayLocale, proceduresAtom } from '@portal/shared';
import { catalogueExtrasAtom } from '../data/catalogue-extras';
import { departmentOptions } from '../domain/departments';
import { searchCatalogue, searchIndexFor } from '../domain/search';
import { useCatalogueFilters } from '../data/use-catalogue-filters';
import { useQueryField } from '../data/use-query-field';
import { CatalogueSearch } from './CatalogueSearch';
import { formatCount, ProcedureResults } from './ProcedureResults';
import { translate, useTranslation } from '../i18n';

const savedAtFormat = () => dateTimeFormat(displayLocale(), { dateStyle: 'medium', timeStyle: 'short', hour12: true });

function countText(count: number, filtered: boolean, departmentName: string | null): string {
  const n = formatCount(count);
  if (!filtered) return count === 1 ? translate('1 procedure available.') : translate('{{number}} procedures available.', { number: n });
  if (departmentName) {
    const values = { number: n, department: departmentName };
    if (count === 0) return translate('No procedure found in {{department}}.', values);
    return count === 1 ? translate('1 procedure found in {{department}}.', values) : translate('{{number}} procedures found in {{department}}.', values);
  }
  if (count === 0) return translate('No procedure found.');
  return count === 1 ? translate('1 procedure found.') : translate('{{number}} procedures found.', { number: n });
}

interface Props {
  shortname: string;
  /** Set when the shown catalogue is a stored copy the last refresh could not confirm. */
  staleSince: number | null;
  retry: () => void;
}

/** The loaded catalogue: search, department filter, the results count and the cards. */
export function CatalogueView({ shortname, staleSince, retry }: Props) {
  const procedures = useAtomValue(proceduresAtom);
  const { t } = useTranslation();
  const departments = useAtomValue(departmentsAtom);
  const filters = useCatalogueFilters();
  // The field's own text: the URL follows it a little later (see use-query-field).
  const field = useQueryField(filters.query, filters.setQuery);
  const searchRef = useRef<HTMLInputElement>(null);
  const options = useMemo(() => departmentOptions(departments, procedures), [departments, procedures]);
  const index = useMemo(() => searchIndexFor(procedures), [procedures]);
  // Typing stays responsive: React may paint the keystroke before the new results.
  const query = useDeferredValue(field.text);
  const department = options.find((option) => option.id === filters.departmentId) ?? null;
  const departmentId = department?.id ?? null;
  const { synonyms } = useAtomValue(catalogueExtrasAtom);
  const { procedures: results, correctedQuery } = useMemo(() => searchCatalogue(index, { query, departmentId, synonyms }), [index, query, departmentId, synonyms]);
  const filtered = query.trim() !== '' || departmentId !== null;
  const unknownDepartment = filters.departmentParam !== null && department === null;

  const clear = () => {
    filters.clear();
    searchRef.current?.focus();
  };

  return (
    <>
      <CatalogueSearch
        query={field.text}
        departmentId={departmentId}
        options={options}
        onQuery={field.type}
        onDepartment={filters.setDepartment}
        onClear={clear}
        searchRef={searchRef}
      />
      {staleSince !== null ? (
        <p className="notice">
          {t('We could not check whether the catalogue changed. This is the copy saved on {{date}}.', { date: savedAtFormat().format(staleSince) })}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('Retry')}
          </button>
        </p>
      ) : null}
      {unknownDepartment ? (
        <p className="notice">{t('The department of the link is not in the list; the procedures of every department are shown.')}</p>
      ) : null}
      <p className="results-count" role="status" aria-live="polite">
        {countText(results.length, filtered, department?.name ?? null)}
        {correctedQuery ? ` ${t('Nothing matches «{{query}}»: these are the procedures for «{{corrected}}».', { query: query.trim(), corrected: correctedQuery })}` : null}
      </p>
      {results.length > 0 ? (
        <ProcedureResults procedures={results} shortname={shortname} filterKey={`${query}\n${departmentId ?? ''}`} />
      ) : procedures.length === 0 ? (
        <p>{t('This municipality does not publish online procedures yet.')}</p>
      ) : (
        <div className="no-results">
          <h2>{t('We found no procedures for that search')}</h2>
          <p>
            {query.trim() !== '' ? `${department ? t('No procedure matches «{{query}}» in {{department}}.', { query: query.trim(), department: department.name }) : t('No procedure matches «{{query}}».', { query: query.trim() })} ` : null}
            {t('Check the spelling, use fewer words or search in every department.')}
          </p>
          <button type="button" className="btn" onClick={clear}>
            {t('Clear filters')}
          </button>
        </div>
      )}
    </>
  );
}
