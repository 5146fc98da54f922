// The search and department live in the URL (?q=…&departamento=<id>), so a search can be shared
// and the back button returns to the previous one.
import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@portal/shared';
import { parseDepartmentParam } from '../domain/departments';

export const QUERY_PARAM = 'q';
export const DEPARTMENT_PARAM = 'departamento';

/** History state of an entry made by typing: the next keystrokes replace it instead of piling up. */
const TYPING = { procedureSearch: 'typing' } as const;

export interface CatalogueFilters {
  query: string;
  /** The department id asked for in the URL (valid or not); null when none. */
  departmentId: number | null;
  /** The raw `departamento` value, to tell "none" from "something we cannot use". */
  departmentParam: string | null;
  /** `write` goes into the history entry's state, so the search field can tell its own writes apart. */
  setQuery: (query: string, write?: number) => void;
  setDepartment: (id: number | null) => void;
  clear: () => void;
}

export function useCatalogueFilters(): CatalogueFilters {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const typingEntry = (location.state as typeof TYPING | null)?.procedureSearch === TYPING.procedureSearch;

  const setQuery = useCallback(
    (query: string, write?: number) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          // A new search starts again at its first cards.
          next.delete('pagina');
          if (query === '') next.delete(QUERY_PARAM);
          else next.set(QUERY_PARAM, query);
          return next;
        },
        // One history entry per search, not one per keystroke.
        { replace: typingEntry, state: write === undefined ? TYPING : { ...TYPING, write } },
      );
    },
    [setParams, typingEntry],
  );

  const setDepartment = useCallback(
    (id: number | null) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete('pagina');
        if (id === null) next.delete(DEPARTMENT_PARAM);
        else next.set(DEPARTMENT_PARAM, String(id));
        return next;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete(QUERY_PARAM);
      next.delete(DEPARTMENT_PARAM);
      next.delete('pagina');
      return next;
    });
  }, [setParams]);

  // An empty value (the plain GET form without JavaScript sends one) means no department.
  const departmentParam = params.get(DEPARTMENT_PARAM) || null;
  return {
    query: params.get(QUERY_PARAM) ?? '',
    departmentId: parseDepartmentParam(departmentParam),
    departmentParam,
    setQuery,
    setDepartment,
    clear,
  };
}
