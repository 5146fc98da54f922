// Loads the current customer's catalogue into the shared atoms: the stored copy at once, then the
// server's through the shared client (so the shell's loading flag shows), replacing the copy only
// when its version differs.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { currentCustomerAtom, departmentsAtom, fetchProcedures, proceduresAtom, proceduresLoadedAtom, procedureStatesAtom, serverDataAtom, whenIdle } from '@portal/shared';
import { readCachedCatalogue, writeCachedCatalogue } from './catalogue-cache';
import { catalogueExtrasAtom } from './catalogue-extras';
import type { ProceduresDocument } from '@portal/contract';

/** Which customer's catalogue, at which version, the shared atoms hold now (null: none yet). */
export const catalogueVersionAtom = atom<{ shortname: string; version: string } | null>(null);

export type CataloguePhase = 'no-customer' | 'loading' | 'ready' | 'failed';

export interface CatalogueState {
  phase: CataloguePhase;
  /** The last refresh failed while a stored catalogue is shown: its save time (ms), else null. */
  staleSince: number | null;
  retry: () => void;
}

function isCatalogue(data: unknown): data is ProceduresDocument {
  const body = data as Partial<ProceduresDocument> | null;
  return !!body && Array.isArray(body.procedures) && Array.isArray(body.departments) && typeof body.version === 'string';
}

// Stores already given the server's catalogue: each store (one per server request, the page's one
// in the browser) is seeded once, like jotai's useHydrateAtoms does. Not useHydrateAtoms itself:
// 'jotai/utils' would reach its own copy of jotai's React context, not the shell's Provider.
const seededStores = new WeakSet<object>();
// Server catalogues already trusted without a request (one per page load).
const serverCatalogueUsed = new WeakSet<object>();

/** The catalogue the server loaded for this page, put into the atoms during the first render. */
function useServerCatalogue(shortname: string | null): ProceduresDocument | null {
  const store = useStore();
  const data = useAtomValue(serverDataAtom).procedures;
  const catalogue = shortname && isCatalogue(data) ? data : null;
  if (catalogue && shortname && !seededStores.has(store)) {
    seededStores.add(store);
    store.set(proceduresAtom, catalogue.procedures);
    store.set(departmentsAtom, catalogue.departments);
    store.set(procedureStatesAtom, catalogue.states ?? []);
    store.set(catalogueExtrasAtom, catalogue);
    store.set(catalogueVersionAtom, { shortname, version: catalogue.version });
    store.set(proceduresLoadedAtom, true);
  }
  return catalogue;
}

/** The catalogue of the current customer; nothing is loaded when there is no customer. */
export function useProcedureCatalogue(): CatalogueState {
  const customer = useAtomValue(currentCustomerAtom);
  const shortname = customer?.shortname ?? null;
  // A page the server rendered brought the catalogue (issue 20): it is the state from the first
  // render on, on the server and in the browser alike, and it is not fetched again. Seeded before
  // any atom below is read, so this very render sees it.
  const serverCatalogue = useServerCatalogue(shortname);
  const loaded = useAtomValue(proceduresLoadedAtom);
  const shown = useAtomValue(catalogueVersionAtom);
  const setProcedures = useSetAtom(proceduresAtom);
  const setDepartments = useSetAtom(departmentsAtom);
  const setStates = useSetAtom(procedureStatesAtom);
  const setLoaded = useSetAtom(proceduresLoadedAtom);
  const setShown = useSetAtom(catalogueVersionAtom);
  const setExtras = useSetAtom(catalogueExtrasAtom);
  const [failed, setFailed] = useState(false);
  const [staleSince, setStaleSince] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const shownVersion = shown && shown.shortname === shortname ? shown.version : serverCatalogue?.version ?? null;

  useEffect(() => {
    if (!shortname) return;
    // The catalogue the server rendered this page with is current: no second request for it.
    // Only once per page load; a later visit of the page (client navigation) asks as before.
    if (attempt === 0 && serverCatalogue && shownVersion === serverCatalogue.version && !serverCatalogueUsed.has(serverCatalogue)) {
      serverCatalogueUsed.add(serverCatalogue);
      return;
    }
    let current = true;
    const apply = (data: ProceduresDocument) => {
      setProcedures(data.procedures);
      setDepartments(data.departments);
      setStates(data.states ?? []);
      setExtras(data);
      setShown({ shortname, version: data.version });
      setLoaded(true);
    };
    const cached = readCachedCatalogue(shortname);
    let version = shownVersion;
    if (cached && cached.version !== version) {
      apply(cached.data);
      version = cached.version;
    }
    setFailed(false);
    fetchProcedures(shortname)
      .then((data) => {
        if (!isCatalogue(data)) throw new Error('La respuesta del catálogo no tiene el formato esperado.');
        // A transition: React renders the whole catalogue in slices instead of one long task.
        if (data.version !== version) startTransition(() => apply(data));
        // Storing is a synchronous JSON.stringify and localStorage write: about 90 ms for 10,000
        // procedures, a long task if it ran right after the render.
        if (data.version !== cached?.version) whenIdle(() => writeCachedCatalogue(shortname, data), 2000);
        if (current) setStaleSince(null);
      })
      .catch((error: unknown) => {
        // Spec section 8: a procedure load failure goes to the console; the page says so too.
        console.error('Error cargando los trámites:', error);
        if (!current) return;
        if (version !== null) setStaleSince(cached?.savedAt ?? Date.now());
        else setFailed(true);
      });
    return () => {
      current = false;
    };
    // shownVersion is read once per load on purpose: applying a catalogue must not start another load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shortname, attempt, setProcedures, setDepartments, setStates, setShown, setLoaded, setExtras]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  let phase: CataloguePhase;
  if (!shortname) phase = 'no-customer';
  else if (loaded && shownVersion !== null) phase = 'ready';
  else if (failed) phase = 'failed';
  else phase = 'loading';
  return { phase, staleSince, retry };
}
