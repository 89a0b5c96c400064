import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

// A stand-in SMTP server on 127.0.0.1 that speaks enough of RFC 5321 (EHLO, AUTH PLAIN, MAIL,
// RCPT, DATA, QUIT) for a client to deliver, and keeps what it was given.

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, dot-stuffing undone. */
  data: string;
  /** The AUTH PLAIN user, if the client logged in. */
  user: string | undefined;
}

export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];

  function converse(socket: Socket): void {
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', user: undefined };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '', user: mail.user };
            reply('250 2.0.0 queued');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-fake-smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (command === 'AUTH') {
          const [, user] = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8').split('\0');
          mail.user = user;
          reply('235 2.7.0 authenticated');
        } else if (command === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  }

  const server = createServer(converse);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
