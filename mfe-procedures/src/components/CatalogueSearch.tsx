import type { Ref } from 'react';
import type { DepartmentOption } from '../domain/departments';

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
  return (
    <form className="catalogue-search" role="search" aria-label="Filtros del catálogo" onSubmit={(event) => event.preventDefault()}>
      <div className="field field-query">
        <label htmlFor="procedure-query">Buscar trámite</label>
        <input
          id="procedure-query"
          ref={searchRef}
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          aria-describedby="procedure-query-hint"
          onChange={(event) => onQuery(event.target.value)}
        />
        <p id="procedure-query-hint" className="field-hint">
          Por nombre, descripción, departamento o precio. No hace falta escribir tildes.
        </p>
      </div>
      <div className="field field-department">
        <label htmlFor="procedure-department">Departamento</label>
        <select
          id="procedure-department"
          value={departmentId === null ? '' : String(departmentId)}
          onChange={(event) => onDepartment(event.target.value === '' ? null : Number(event.target.value))}
        >
          {/* The placeholder is also the way back to every department. */}
          <option value="">Selecciona un departamento</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name} ({option.count})
            </option>
          ))}
        </select>
      </div>
      {filtered ? (
        <button type="button" className="btn btn-outline clear-filters" onClick={onClear}>
          Limpiar filtros
        </button>
      ) : null}
    </form>
  );
}
