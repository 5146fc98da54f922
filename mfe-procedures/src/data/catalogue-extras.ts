// What procedures.json carries besides the shared atoms' procedures, departments and states: the
// offices (a procedure's page shows where it is done) and the synonym list (the catalogue search).
// Kept in this remote: no other container reads them.
import { atom } from 'jotai';
import { synonymMap, type ProceduresDocument, type PublicOffice, type SynonymMap } from '@portal/contract';

export interface CatalogueExtras {
  offices: PublicOffice[];
  synonyms: SynonymMap;
}

const extras = atom<CatalogueExtras>({ offices: [], synonyms: new Map() });

/** Read: the offices and synonyms of the catalogue shown; write: a procedures.json document. */
export const catalogueExtrasAtom = atom(
  (get) => get(extras),
  (_get, set, document: Pick<ProceduresDocument, 'offices' | 'synonyms'>) =>
    set(extras, { offices: document.offices ?? [], synonyms: synonymMap(document.synonyms ?? []) }),
);

const RETURN_KEY = 'procedures:catalogue-search';

/** Remembers the catalogue's search and filter ('?q=…&departamento=…'), for "Volver al catálogo". */
export function rememberCatalogueSearch(search: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, search);
  } catch {
    // Storage may be off (private mode): the way back then opens the whole catalogue.
  }
}

/** The catalogue's address with the search and filter the visitor left it with. */
export function catalogueReturnPath(): string {
  let search = '';
  try {
    search = sessionStorage.getItem(RETURN_KEY) ?? '';
  } catch {
    search = '';
  }
  return search.startsWith('?') && search.length > 1 ? `/procedures${search}` : '/procedures';
}
