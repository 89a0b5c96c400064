import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { AppError } from '../lib/errors.js';

/**
 * Asks each question in turn and reads one line per answer without echoing what is typed. Lines
 * are read through one iterator so that answers piped in together are not lost between questions.
 */
export async function promptHidden(questions: string[]): Promise<string[]> {
  let muted = false;
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output: echo, terminal: process.stdin.isTTY === true });
  // Ctrl-C ends the input instead of leaving the terminal paused with echo off.
  reader.on('SIGINT', () => reader.close());
  const lines = reader[Symbol.asyncIterator]();
  try {
    const answers: string[] = [];
    for (const question of questions) {
      process.stdout.write(question);
      muted = true;
      const line = await lines.next();
      muted = false;
      process.stdout.write('\n');
      if (line.done) throw new AppError('invalid_data', 'Cancelled: no password was entered.');
      answers.push(line.value);
    }
    return answers;
  } finally {
    reader.close();
  }
}
