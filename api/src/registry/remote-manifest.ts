// Reading a remote's mf-manifest.json over HTTP, as a browser would, and what it tells the portal:
// the pages it serves (its route table, metaData.portal), the modules it exposes and the shared
// packages it requires. Used by the server (route tables) and by the operator's registry tool.
import { routeTableOfManifest, type RouteEntry } from '@portal/pages/route-table';

/** The parts of a federation manifest the portal reads. */
export interface Manifest {
  name?: string;
  metaData: Record<string, unknown>;
  exposes: { path?: string; name?: string }[];
  shared: { name?: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
}

export type ManifestAnswer = { status: 'not-modified' } | { status: 'ok'; manifest: Manifest; etag: string | null };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A failure to read a manifest, with a Spanish message an operator can act on. */
export class ManifestError extends Error {}

/**
 * GETs a manifest (conditionally when `etag` is given). Answers its JSON, or 'not-modified';
 * throws ManifestError when it does not answer, answers an error or is no federation manifest.
 */
export async function fetchManifest(url: string, { etag = null, timeoutMs = 3000 }: { etag?: string | null; timeoutMs?: number } = {}): Promise<ManifestAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no respondió en ${timeoutMs} ms` : `no responde (${error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error)})`;
    throw new ManifestError(`${url} ${reason}`);
  }
  if (response.status === 304 && etag) return { status: 'not-modified' };
  if (!response.ok) throw new ManifestError(`${url} respondió ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ManifestError(`${url} no es JSON`);
  }
  if (!isObject(body) || !isObject(body.metaData) || !Array.isArray(body.exposes) || !Array.isArray(body.shared)) {
    throw new ManifestError(`${url} no es un manifiesto de Module Federation (faltan metaData, exposes o shared)`);
  }
  return { status: 'ok', manifest: body as unknown as Manifest, etag: response.headers.get('etag') };
}

/** The module names a manifest exposes ('./Name'). */
export function exposedModules(manifest: Manifest): Set<string> {
  return new Set(manifest.exposes.map((expose) => expose.path ?? `./${expose.name ?? ''}`));
}

/**
 * The pages a manifest serves: the routes of its table whose module it really exposes, and every
 * problem found (a route naming a module the build does not expose is dropped: loading it would
 * fail for every visitor).
 */
export function manifestRoutes(manifest: Manifest): { routes: RouteEntry[]; widgets: string[]; errors: string[] } {
  const table = routeTableOfManifest(manifest);
  const exposed = exposedModules(manifest);
  const errors = [...table.errors];
  const routes = table.routes.filter((route) => {
    if (exposed.has(route.module)) return true;
    errors.push(`la ruta ${route.path} usa ${route.module}, que el manifiesto no expone`);
    return false;
  });
  for (const widget of table.widgets) if (!exposed.has(widget)) errors.push(`el widget ${widget} no está expuesto`);
  return { routes, widgets: table.widgets, errors };
}
