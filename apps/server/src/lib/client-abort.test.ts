import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

interface LogLine {
  level: number;
  msg?: string;
}

const lines: LogLine[] = [];
let port: number;
const t = useTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } });
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error('timed out waiting for the log');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a client that disconnects in the middle of its request', () => {
  it('is logged as a closed request at info or below, not as a database outage or an error', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
    );
    await until(() => lines.some((line) => line.msg === 'incoming request'));
    socket.destroy();
    await until(() => lines.some((line) => line.msg === 'client closed the request'));

    const closed = lines.find((line) => line.msg === 'client closed the request');
    expect(closed?.level).toBeLessThanOrEqual(30);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.some((line) => line.msg === 'database unavailable')).toBe(false);
  });
});
