// A remote's deployment as a test controls it (issue 20's failure and redeploy tests): an HTTP
// server that forwards every request to a remote's real static server, and can make the Node
// entry (`/server/…`) fail or answer late, or switch to another build (another origin) at once,
// as an operator deploying a new build would. Point a registry entry at `${proxy.url}/mf-manifest.json`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ServerEntryMode = 'pass' | 'fail' | 'slow';

export interface RemoteProxy {
  url: string;
  /** The origin requests are forwarded to (a remote's static server). */
  target: string;
  /** What the Node entry and its chunks answer. */
  serverEntry: ServerEntryMode;
  close(): Promise<void>;
}

export async function startRemoteProxy(target: string): Promise<RemoteProxy> {
  const proxy = { target, serverEntry: 'pass' as ServerEntryMode } as RemoteProxy;
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/server/')) {
      if (proxy.serverEntry === 'fail') {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('server entry down (test)');
        return;
      }
      if (proxy.serverEntry === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    try {
      const answer = await fetch(`${proxy.target}${path}`, { headers: { 'if-none-match': request.headers['if-none-match'] ?? '' } });
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'etag', 'cache-control', 'access-control-allow-origin']) {
        const value = answer.headers.get(name);
        if (value) headers[name] = value;
      }
      response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()));
  return proxy;
}
