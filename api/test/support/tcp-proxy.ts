// A TCP relay between the app and PostgreSQL that a test can cut and restore: the database "goes
// away" (connections dropped, new ones refused) and "comes back" on the same address.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** drops every open connection and refuses new ones */
  cut(): Promise<void>;
  /** accepts connections again on the same port */
  restore(): Promise<void>;
  /** keeps every connection open but relays nothing either way: a frozen server or network */
  freeze(): void;
  /** relays again what waited */
  thaw(): void;
  close(): Promise<void>;
}

/** Starts a relay from a free local port to target host:port. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const hold = ([client, upstream]: [net.Socket, net.Socket]) => { client.unpipe(upstream); upstream.unpipe(client); client.pause(); upstream.pause(); };
  const relay = ([client, upstream]: [net.Socket, net.Socket]) => { client.pipe(upstream); upstream.pipe(client); };
  let server: net.Server | null = null;
  let port = 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    if (server) return resolve();
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => { client.destroy(); upstream.destroy(); });
      }
      const pair: [net.Socket, net.Socket] = [client, upstream];
      pairs.add(pair);
      client.on('close', () => pairs.delete(pair));
      if (frozen) hold(pair);
      else relay(pair);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      port = (server!.address() as net.AddressInfo).port;
      resolve();
    });
  });
  const stop = () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    if (server) server.close(() => resolve());
    else resolve();
    server = null;
  });
  await listen();
  return {
    get port() { return port; }, cut: stop, restore: listen, close: stop,
    freeze: () => { frozen = true; for (const pair of pairs) hold(pair); },
    thaw: () => { frozen = false; for (const pair of pairs) relay(pair); },
  };
}
