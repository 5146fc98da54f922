import type { Ref } from 'react';
import type { DepartmentOption } from '../domain/departments';
import { useTranslation } from '../i18n';

interface Props {
  query: string;
  departmentId: number | null;
  options: DepartmentOption[];
  onQuery: (query: string) => void;
  onDepartment: (id: number | null) => void;
  onClear: () => void;
  searchRef: Ref<HTMLInputElement>;
}

/** The free-text search and the department dropdown; results update as the citizen types. */
export function CatalogueSearch({ query, departmentId, options, onQuery, onDepartment, onClear, searchRef }: Props) {
  const filtered = query !== '' || departmentId !== null;
  const { t } = useTranslation();
  return (
    // Without JavaScript the form is a plain GET of this page, which the server renders filtered.
    <form className="catalogue-search" role="search" aria-label={t('Catalogue filters')} method="get" action="/procedures" onSubmit={(event) => event.preventDefault()}>
      <div className="field field-query">
        <label htmlFor="procedure-query">{t('Search procedure')}</label>
        <input
          id="procedure-query"
          name="q"
          ref={searchRef}
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="procedure-query-hint"
          onChange={(event) => onQuery(event.target.value)}
        />
        <p id="procedure-query-hint" className="field-hint">
          {t('By name, description, department or price. Accents are not needed.')}
        </p>
      </div>
      <div className="field field-department">
        <label htmlFor="procedure-department">{t('Department')}</label>
        <select
          id="procedure-department"
          name="departamento"
          value={departmentId === null ? '' : String(departmentId)}
          onChange={(event) => onDepartment(event.target.value === '' ? null : Number(event.target.value))}
        >
          {/* The placeholder is also the way back to every department. */}
          <option value="">{t('Choose a department')}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name} ({option.count})
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="btn">
          {t('Search')}
        </button>
      </noscript>
      {filtered ? (
        <button type="button" className="btn btn-outline clear-filters" onClick={onClear}>
          {t('Clear filters')}
        </button>
      ) : null}
    </form>
  );
}
