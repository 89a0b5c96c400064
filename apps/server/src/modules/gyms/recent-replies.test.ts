import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allocateFromSlab } from '../../lib/byte-slab.js';
import { createRecentReplies } from './recent-replies.js';

const body = (text: string) => {
  const json = Buffer.from(JSON.stringify({ text: text.repeat(100) }));
  const carved = allocateFromSlab(json.length);
  json.copy(carved);
  return carved;
};

describe('createRecentReplies', () => {
  it('keeps a reply from its second asking, and compresses it, once, from its third', () => {
    const replies = createRecentReplies(4);
    const built: Buffer[] = [];
    const build = () => {
      const reply = body('a');
      built.push(reply);
      return reply;
    };
    expect(replies.reply('a', build)).toBe(built[0]);
    expect(replies.reply('a', build)).toBe(built[1]);
    const third = replies.reply('a', build);
    const fourth = replies.reply('a', build);
    expect(built).toHaveLength(2);
    if (Buffer.isBuffer(third)) throw new Error('the third reply should be precompressed');
    expect(third.identity.equals(body('a'))).toBe(true);
    // Kept as a copy of its own, never as a view that would pin the slab it was built in.
    expect(third.identity.buffer).not.toBe(built[1]?.buffer);
    expect(brotliDecompressSync(third.encoded.br ?? Buffer.alloc(0)).equals(body('a'))).toBe(true);
    expect(fourth).toBe(third);
  });

  it('keeps nothing of a query asked once', () => {
    const replies = createRecentReplies(4);
    let builds = 0;
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
      replies.reply(key, () => {
        builds += 1;
        return body(key);
      });
    }
    expect(builds).toBe(6);
  });

  it('forgets the least recently asked replies beyond its capacity', () => {
    const replies = createRecentReplies(2);
    const built: string[] = [];
    const ask = (key: string) =>
      replies.reply(key, () => {
        built.push(key);
        return body(key);
      });
    for (const key of ['a', 'b', 'c']) {
      ask(key);
      ask(key); // kept from here
    }
    // Kept: b and c; a was the least recently asked when c came in.
    built.length = 0;
    ask('b');
    ask('c');
    ask('a');
    expect(built).toEqual(['a']);
  });
});
