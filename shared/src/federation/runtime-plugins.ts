import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteUnavailable } from './unavailable';

const RETRY_DELAYS_MS = [300, 900];

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Layer 1 of failure handling: a remote's manifest is fetched again twice, with backoff, before
 * the load is given up, so one dropped connection does not cost a citizen the page.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status === 404) return response;
          lastError = new Error(`HTTP ${response.status} en ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRY_DELAYS_MS.length) await wait(RETRY_DELAYS_MS[attempt]);
      }
      throw lastError;
    },
  };
}

/**
 * Layer 2: when a remote cannot be loaded at all (down, 404, broken entry), answer a marker
 * instead of throwing, so the slot shows its fallback and the rest of the page keeps working.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve') return undefined;
      console.error(`No se pudo cargar ${id}:`, error);
      return remoteUnavailable(id, error instanceof Error ? error.message : String(error));
    },
  };
}

/** Both plugins, in the order the runtime should apply them. */
export default function portalRuntimePlugins(): ModuleFederationRuntimePlugin {
  const retry = retryPlugin();
  const fallback = fallbackPlugin();
  return { name: 'portal-runtime', fetch: retry.fetch, errorLoadRemote: fallback.errorLoadRemote };
}
