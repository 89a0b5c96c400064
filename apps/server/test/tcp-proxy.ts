import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a database restart or a network cut would. */
  cut(): void;
  restore(): void;
  /**
   * Keeps every connection open but forwards nothing, either way, and leaves new connections
   * unanswered: a database that stops answering without hanging up (frozen, or a silent network).
   */
  pause(): void;
  /** Forwards again, including what was held back meanwhile. */
  resume(): void;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:<port> to the target, until cut. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const links = new Set<{ client: Socket; upstream: Socket }>();
  let open = true;
  let paused = false;
  // Without a pipe a socket stops reading, so whatever arrives waits in its buffer.
  const link = ({ client, upstream }: { client: Socket; upstream: Socket }) => client.pipe(upstream).pipe(client);
  const unlink = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
  };
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset is how a cut shows up on either side; it needs no handling beyond the close.
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    const pair = { client, upstream };
    links.add(pair);
    if (!paused) link(pair);
    client.once('close', () => {
      links.delete(pair);
      upstream.destroy();
    });
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy got no port');
  return {
    port: address.port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    pause() {
      paused = true;
      for (const pair of links) unlink(pair);
    },
    resume() {
      paused = false;
      for (const pair of links) link(pair);
    },
    close() {
      open = false;
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
