import net from 'node:net';

/**
 * A TCP forwarder on loopback in front of a real server (Redis), to break the connection the way networks do:
 * refuse new connections and drop open ones, or stall (accept but neither read nor answer).
 */
export interface TcpForwarder {
  port: number;
  /** Drops every connection and refuses new ones. */
  refuse(): Promise<void>;
  /** Keeps connections open but passes nothing either way, as a server that stopped reading (SIGSTOP). */
  stall(): void;
  /** Passes traffic again (and accepts connections again after refuse()). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  let mode: 'pass' | 'stall' | 'refuse' = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let port = 0;

  const onConnection = (client: net.Socket) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    if (mode === 'stall') pause(pair);
    else flow(pair);
  };
  type Pair = { client: net.Socket; upstream: net.Socket };
  const flow = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  // Paused sockets read nothing: what is sent waits in the buffers, as with a server that stopped (SIGSTOP).
  const pause = (pair: Pair) => {
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.client.pause();
    pair.upstream.pause();
  };

  let server = net.createServer(onConnection);
  const listen = (srv: net.Server, at: number) =>
    new Promise<void>((resolve, reject) => {
      srv.once('error', reject);
      srv.listen(at, '127.0.0.1', () => resolve());
    });
  await listen(server, 0);
  port = (server.address() as net.AddressInfo).port;

  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    async refuse() {
      mode = 'refuse';
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await closeServer();
    },
    stall() {
      mode = 'stall';
      for (const pair of pairs) pause(pair);
    },
    async restore() {
      if (mode === 'pass') return;
      const wasRefused = mode === 'refuse';
      mode = 'pass';
      for (const pair of pairs) flow(pair);
      if (wasRefused) {
        server = net.createServer(onConnection);
        await listen(server, port);
      }
    },
    async close() {
      mode = 'refuse';
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      if (server.listening) await closeServer();
    },
  };
}
