import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRecentReplies } from './recent-replies.js';

const body = (text: string) => Buffer.from(JSON.stringify({ text: text.repeat(100) }));

describe('createRecentReplies', () => {
  it('builds a reply once, and compresses it when it is asked for again', () => {
    const replies = createRecentReplies(4);
    let builds = 0;
    const build = () => {
      builds += 1;
      return body('a');
    };
    const first = replies.reply('a', build);
    expect(Buffer.isBuffer(first)).toBe(true);
    const second = replies.reply('a', build);
    const third = replies.reply('a', build);
    expect(builds).toBe(1);
    if (Buffer.isBuffer(second)) throw new Error('the second reply should be precompressed');
    expect(second.identity).toBe(first);
    expect(brotliDecompressSync(second.encoded.br ?? Buffer.alloc(0)).equals(body('a'))).toBe(true);
    // Compressed once, then kept.
    expect(third).toBe(second);
  });

  it('forgets the least recently asked query beyond its capacity', () => {
    const replies = createRecentReplies(2);
    const built: string[] = [];
    const ask = (key: string) =>
      replies.reply(key, () => {
        built.push(key);
        return body(key);
      });
    ask('a');
    ask('b');
    ask('a'); // a is now the most recent
    ask('c'); // evicts b
    ask('a');
    ask('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
