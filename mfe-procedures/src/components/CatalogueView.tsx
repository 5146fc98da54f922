import { useDeferredValue, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { departmentsAtom, proceduresAtom } from '@portal/shared';
import { catalogueExtrasAtom } from '../data/catalogue-extras';
import { departmentOptions } from '../domain/departments';
import { filterProcedures, searchIndexFor } from '../domain/search';
import { useCatalogueFilters } from '../data/use-catalogue-filters';
import { CatalogueSearch } from './CatalogueSearch';
import { formatCount, ProcedureResults } from './ProcedureResults';

const savedAtFormat = new Intl.DateTimeFormat('es-VE', { dateStyle: 'medium', timeStyle: 'short', hour12: true });

function countText(count: number, filtered: boolean, departmentName: string | null): string {
  const where = departmentName ? ` en ${departmentName}` : '';
  const n = formatCount(count);
  if (!filtered) return count === 1 ? '1 trámite disponible.' : `${n} trámites disponibles.`;
  if (count === 0) return `Ningún trámite encontrado${where}.`;
  return count === 1 ? `1 trámite encontrado${where}.` : `${n} trámites encontrados${where}.`;
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
  const departments = useAtomValue(departmentsAtom);
  const filters = useCatalogueFilters();
  const searchRef = useRef<HTMLInputElement>(null);
  const options = useMemo(() => departmentOptions(departments, procedures), [departments, procedures]);
  const index = useMemo(() => searchIndexFor(procedures), [procedures]);
  // Typing stays responsive: React may paint the keystroke before the new results.
  const query = useDeferredValue(filters.query);
  const department = options.find((option) => option.id === filters.departmentId) ?? null;
  const departmentId = department?.id ?? null;
  const { synonyms } = useAtomValue(catalogueExtrasAtom);
  const results = useMemo(() => filterProcedures(index, { query, departmentId, synonyms }), [index, query, departmentId, synonyms]);
  const filtered = query.trim() !== '' || departmentId !== null;
  const unknownDepartment = filters.departmentParam !== null && department === null;

  const clear = () => {
    filters.clear();
    searchRef.current?.focus();
  };

  return (
    <>
      <CatalogueSearch
        query={filters.query}
        departmentId={departmentId}
        options={options}
        onQuery={filters.setQuery}
        onDepartment={filters.setDepartment}
        onClear={clear}
        searchRef={searchRef}
      />
      {staleSince !== null ? (
        <p className="notice">
          No pudimos comprobar si el catálogo cambió. Se muestra la copia guardada el {savedAtFormat.format(staleSince)}.{' '}
          <button type="button" className="link-button" onClick={retry}>
            Reintentar
          </button>
        </p>
      ) : null}
      {unknownDepartment ? (
        <p className="notice">El departamento del enlace no está en la lista; se muestran los trámites de todos los departamentos.</p>
      ) : null}
      <p className="results-count" role="status" aria-live="polite">
        {countText(results.length, filtered, department?.name ?? null)}
      </p>
      {results.length > 0 ? (
        <ProcedureResults procedures={results} shortname={shortname} filterKey={`${query}\n${departmentId ?? ''}`} />
      ) : procedures.length === 0 ? (
        <p>Este municipio todavía no publica trámites en línea.</p>
      ) : (
        <div className="no-results">
          <h2>No encontramos trámites con esa búsqueda</h2>
          <p>
            {query.trim() !== '' ? <>Ningún trámite coincide con «{query.trim()}»{department ? ` en ${department.name}` : ''}. </> : null}
            Revise la ortografía, use menos palabras o busque en todos los departamentos.
          </p>
          <button type="button" className="btn" onClick={clear}>
            Limpiar filtros
          </button>
        </div>
      )}
    </>
  );
}
