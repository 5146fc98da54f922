// What differs per server render (issue 20). The server renders many requests in one process with
// one copy of every module, so anything per request travels in this React context, never in a
// module variable: the request's i18next instance (its language) and the remote modules the
// renderer loaded for the page before rendering.
import { createContext, useContext, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';

export interface RenderScope {
  /** The request's i18next instance (a clone sharing the catalogues, in the request's language). */
  i18n?: I18n;
  /** Remote modules loaded before the render, by id ('procedures/ProceduresPage'). */
  modules: ReadonlyMap<string, ComponentType<Record<string, unknown>>>;
}

export const RenderScopeContext = createContext<RenderScope | null>(null);

/** The current server render's scope; null in the browser. */
export function useRenderScope(): RenderScope | null {
  return useContext(RenderScopeContext);
}
