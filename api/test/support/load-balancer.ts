// A small HTTP load balancer for tests, set up as deploy/Caddyfile sets up Caddy in front of the
// instances: round robin over those whose /readyz answers 200 (asked every `healthEveryMs`), and a
// request whose connection to an instance is refused (nothing was sent: safe for a write too)
// tried on another for up to `tryForMs`. Anything else an instance answers is passed on as is.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoadBalancer {
  port: number;
  /** requests that found an instance gone and were tried on another */
  retried: number;
  close(): Promise<void>;
}

function readyz(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/readyz', agent: false, timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

export async function startLoadBalancer(ports: readonly number[], { healthEveryMs = 200, tryForMs = 5000 } = {}): Promise<LoadBalancer> {
  const healthy = new Set(ports);
  let next = 0;
  let closed = false;
  const check = async () => {
    const answers = await Promise.all(ports.map(readyz));
    ports.forEach((port, i) => (answers[i] ? healthy.add(port) : healthy.delete(port)));
  };
  const timer = setInterval(() => void check(), healthEveryMs);

  const balancer: LoadBalancer = { port: 0, retried: 0, close: async () => {} };
  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, deadline: number): void => {
    const candidates = ports.filter((port) => healthy.has(port));
    if (candidates.length === 0) {
      if (Date.now() > deadline) res.writeHead(502).end('no instance ready');
      else setTimeout(() => forward(req, body, res, deadline), 20);
      return;
    }
    const port = candidates[next++ % candidates.length]!;
    let connected = false;
    const upstream = http.request({
      host: '127.0.0.1', port, method: req.method, path: req.url, agent: false,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('socket', (socket) => socket.once('connect', () => { connected = true; }));
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED' && Date.now() <= deadline) {
        healthy.delete(port);
        balancer.retried += 1;
        forward(req, body, res, deadline);
      } else if (!res.headersSent) res.writeHead(502).end(`instance ${port}: ${error.code ?? error.message}`);
      else res.destroy();
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, Date.now() + tryForMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer.port = (server.address() as AddressInfo).port;
  balancer.close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return balancer;
}
