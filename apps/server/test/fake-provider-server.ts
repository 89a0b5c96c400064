import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// The common part of the fake WhatsApp and MSG91 servers (fake-whatsapp.ts, fake-msg91.ts): a JSON
// server on 127.0.0.1 at a random port that records every request and answers as the provider
// would, unless a test has scripted its next answers (a refusal, an outage, a slow answer, none).

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** A scripted answer: one to send (after `delayMs`), or none at all until the test releases it ('hang'). */
export type ScriptedAnswer = (ProviderAnswer & { delayMs?: number }) | 'hang';

export async function startScriptedServer(answer: (request: RecordedRequest) => ProviderAnswer) {
  const requests: RecordedRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Kept as text: the provider would refuse it, and the test may look at it.
      }
      const request = { method: req.method ?? '', path: new URL(req.url ?? '/', 'http://fake').pathname, headers: req.headers, body };
      requests.push(request);
      const next = script.shift();
      if (next === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      const reply = next ?? answer(request);
      void sleep(next?.delayMs ?? 0).then(() => {
        if (!res.destroyed) res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next requests get these answers, in order; later ones are answered as usual again. */
    answerNext(...answers: ScriptedAnswer[]): void {
      script.push(...answers);
    },
    /** Forgets scripted answers not used yet and drops connections left hanging. */
    reset(): void {
      script.length = 0;
      for (const res of hanging) res.destroy();
      requests.length = 0;
    },
    close(): Promise<void> {
      for (const res of hanging) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}
