// Remotes for server tests: a real HTTP server on loopback answering mf-manifest.json files the way
// a static host does (ETag, 304). By default each remote's manifest publishes the route table of
// its own src/routes.json, as its build would, so the tests check the tables the site really has.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTES } from '@portal/tooling/containers.cjs';
import { readContainerRoutes } from '@portal/tooling/container-routes.cjs';

export interface FixtureManifest {
  name: string;
  metaData: Record<string, unknown>;
  exposes: { name: string; path: string }[];
  shared: { name: string; version: string; requiredVersion: string; singleton: boolean }[];
}

/** A manifest as a build writes it, from a published route table and the modules it exposes. */
export function fixtureManifest(name: string, portal: unknown, exposes: string[], shared: FixtureManifest['shared'] = []): FixtureManifest {
  return {
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', ...(portal ? { portal } : {}) },
    exposes: exposes.map((path) => ({ name: path.slice(2), path })),
    shared,
  };
}

/** The manifest each remote of the repository would publish, by remote name. */
export function repositoryManifests(): Record<string, FixtureManifest> {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const { published, exposes } = readContainerRoutes(remote.dir, { remote: true });
      return [remote.name, fixtureManifest(remote.name, published, Object.keys(exposes))];
    }),
  );
}

export interface FixtureRemotes {
  /** The server's origin, e.g. http://127.0.0.1:40123 */
  origin: string;
  /** URL of a served file: `${origin}/<key>/mf-manifest.json`. */
  manifestUrl(key: string): string;
  /** Serves `body` (JSON) at `key`, or answers `body` as an HTTP status. */
  serve(key: string, body: unknown): void;
  /** Every request path received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the server, serving each repository remote at /<name>/mf-manifest.json. */
export async function startFixtureRemotes(): Promise<FixtureRemotes> {
  const files = new Map<string, unknown>(Object.entries(repositoryManifests()));
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const key = /^\/([^/]+)\/mf-manifest\.json$/.exec(req.url ?? '')?.[1];
    const body = key === undefined ? 404 : files.get(key) ?? 404;
    if (typeof body === 'number') {
      res.writeHead(body).end();
      return;
    }
    const text = JSON.stringify(body);
    const etag = `"${createHash('sha1').update(text).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', etag, 'cache-control': 'no-cache' }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    manifestUrl: (key) => `${origin}/${key}/mf-manifest.json`,
    serve: (key, body) => void files.set(key, body),
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
