import { atom } from 'jotai';
import type { Customer, Department, Procedure, ProcedureState, SiteConfig } from '@portal/contract';

/** Site configuration once loaded (spec: siteConfig with its version). */
export const siteConfigAtom = atom<SiteConfig | null>(null);

/** The customer selected by the hosting page's id; null when none matches. */
export const currentCustomerAtom = atom<Customer | null>(null);

/** Number of requests under way; the flag and message below derive from it. */
export const pendingRequestsAtom = atom(0);
/** An i18n key ('Obteniendo datos...'); the shell translates whatever message is set. */
export const DEFAULT_LOADING_MESSAGE = 'Fetching data...';
export const loadingMessageAtom = atom(DEFAULT_LOADING_MESSAGE);
export const isLoadingAtom = atom((get) => get(pendingRequestsAtom) > 0);

/**
 * What the server loaded for the page it rendered (issue 20), by name ('procedures', 'post'…):
 * a remote seeds its own state from it instead of fetching the same data again.
 */
export const serverDataAtom = atom<Record<string, unknown>>({});

/** Procedures state (spec section 3, client-side state). */
export const proceduresAtom = atom<Procedure[]>([]);
export const departmentsAtom = atom<Department[]>([]);
export const procedureStatesAtom = atom<ProcedureState[]>([]);
export const proceduresLoadedAtom = atom(false);

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
/** Messages of the error catalogue (spec section 8) waiting to be shown. */
export const toastsAtom = atom<Toast[]>([]);
