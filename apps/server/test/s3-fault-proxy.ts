import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

// An HTTP hop in front of the local S3 server (local-s3.ts) that passes every request through
// untouched (the SigV4 signature covers the Host header, which it keeps) until told to refuse puts:
// then it answers them as S3 does when it is overloaded, 503 with a SlowDown error document.

export interface S3FaultProxy {
  endpoint: string;
  /** PutObject calls forwarded so far. */
  puts(): number;
  /** Forwards `count` more puts, then refuses every later put; deletes and reads still pass. */
  refusePutsAfter(count: number): void;
  /** Forwards everything again. */
  heal(): void;
  close(): Promise<void>;
}

const SLOW_DOWN = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>';

export async function startS3FaultProxy(targetPort: number): Promise<S3FaultProxy> {
  let forwardedPuts = 0;
  let putsLeft = Infinity;
  const server = createServer((req, res) => {
    if (req.method === 'PUT') {
      if (putsLeft <= 0) {
        req.resume();
        res.writeHead(503, { 'content-type': 'application/xml' }).end(SLOW_DOWN);
        return;
      }
      putsLeft -= 1;
      forwardedPuts += 1;
    }
    const upstream = forward({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    puts: () => forwardedPuts,
    refusePutsAfter(count) {
      putsLeft = count;
    },
    heal() {
      putsLeft = Infinity;
    },
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}
