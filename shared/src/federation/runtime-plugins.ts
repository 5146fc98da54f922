import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeUnmetShared, unmetSharedRequirements } from './shared-requirements.cjs';
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

/**
 * Before a remote is loaded: a remote built against a newer shared package (a newer
 * @portal/shared) than the shell provides would silently run the shell's older copy. It is not
 * loaded; the console says which package and versions, and its slot shows the unavailable message.
 */
export function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-shared-versions',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const provided: Record<string, string> = {};
      for (const [name, shares] of Object.entries(args.options.shared)) {
        const own = shares.find((share) => share.from === args.options.name) ?? shares[0];
        if (own?.version) provided[name] = own.version;
      }
      const unmet = unmetSharedRequirements(args.manifestJson.shared, provided, satisfy);
      if (unmet.length === 0) return args;
      const message = `No se carga el remoto: ${describeUnmetShared(args.moduleInfo.name, unmet).join('; ')} (${args.manifestUrl}). Despliegue antes un shell con esas versiones o vuelva a la compilación anterior del remoto.`;
      console.error(message);
      throw new Error(message);
    },
  };
}

/** Every plugin, in the order the runtime should apply them. */
export default function portalRuntimePlugins(): ModuleFederationRuntimePlugin {
  const retry = retryPlugin();
  const fallback = fallbackPlugin();
  const sharedVersions = sharedVersionPlugin();
  return { name: 'portal-runtime', fetch: retry.fetch, errorLoadRemote: fallback.errorLoadRemote, loadRemoteSnapshot: sharedVersions.loadRemoteSnapshot };
}
