import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

// A stand-in SMTP server on 127.0.0.1 that speaks enough of RFC 5321 (EHLO, AUTH PLAIN, MAIL,
// RCPT, DATA, QUIT) for a client to deliver, and keeps what it was given. It can fail as real mail
// servers do: refuse service (421 at the greeting, as a server that is shutting down or over its
// limit answers), hang (accept the connection and never greet), or reject one recipient (550).

/** 'up' delivers; 'refuse' answers 421 and hangs up; 'hang' says nothing at all. */
export type FakeSmtpMode = 'up' | 'refuse' | 'hang';

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
  const sockets = new Set<Socket>();
  const state = { mode: 'up' as FakeSmtpMode, rejectedRecipients: new Set<string>(), connections: 0 };

  function converse(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    state.connections += 1;
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', user: undefined };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    if (state.mode === 'hang') return;
    if (state.mode === 'refuse') {
      socket.end('421 4.3.2 fake-smtp is not accepting mail now\r\n');
      return;
    }
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
          const recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (state.rejectedRecipients.has(recipient)) {
            reply(`550 5.1.1 <${recipient}>: mailbox unavailable`);
            continue;
          }
          mail.to.push(recipient);
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
    /** How connections are met from now on; those open now are cut, as a server restart would. */
    setMode(mode: FakeSmtpMode) {
      state.mode = mode;
      for (const socket of sockets) socket.destroy();
    },
    /** Connections made so far, delivered or not. */
    connections: () => state.connections,
    rejectRecipient(address: string) {
      state.rejectedRecipients.add(address);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
