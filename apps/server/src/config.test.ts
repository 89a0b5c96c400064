import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function tempDataDir(): Promise<string> {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-config-'));
  return dataDir;
}

describe('loadConfig', () => {
  it('gives safe defaults when nothing is set', async () => {
    const dir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.razorpay.apiUrl).toBe('https://api.razorpay.com');
  });

  it('names the variable and the problem in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT: must be a number$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL: must be an http/);
  });

  it('generates the session secret once and keeps it in DATA_DIR', async () => {
    const dir = await tempDataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'session-secret'))).mode & 0o077).toBe(0);
  });

  it('seeds demo data by default only with the embedded database', async () => {
    const dir = await tempDataDir();
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://h/db', SESSION_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://h/db', SEED_DEMO: 'true', SESSION_SECRET: secret }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('uses secure cookies behind an https public URL', async () => {
    const dir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://gymslot.example/' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://gymslot.example');
    expect(config.publicOrigin).toBe('https://gymslot.example');
  });
});
