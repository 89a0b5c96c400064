import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// API contract §8.11: GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL, shown on /grievance.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gymslot-grievance-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), PAYMENTS_SANDBOX: 'true', ...env });

describe('the grievance officer', () => {
  it('is the configured one', () => {
    expect(load({ GRIEVANCE_OFFICER_NAME: '  Priya Menon  ', GRIEVANCE_OFFICER_EMAIL: 'privacy@gymslot.in' }).grievanceOfficer).toEqual({
      name: 'Priya Menon',
      email: 'privacy@gymslot.in',
    });
  });

  it("defaults to 'Grievance Officer, GymSlot' at grievance@ the site's own domain, or gymslot.local without one", () => {
    expect(load({ PUBLIC_URL: 'https://www.gymslot.in' }).grievanceOfficer).toEqual({ name: 'Grievance Officer, GymSlot', email: 'grievance@gymslot.in' });
    expect(load({ PUBLIC_URL: 'https://book.gymslot.example/app' }).grievanceOfficer.email).toBe('grievance@book.gymslot.example');
    expect(load({}).grievanceOfficer.email).toBe('grievance@gymslot.local');
    expect(load({ PUBLIC_URL: 'http://192.168.1.20:3000' }).grievanceOfficer.email).toBe('grievance@gymslot.local');
  });

  it('refuses an e-mail address that is not one, naming the variable', () => {
    expect(() => load({ GRIEVANCE_OFFICER_EMAIL: 'grievance officer' })).toThrow(ConfigError);
    expect(() => load({ GRIEVANCE_OFFICER_EMAIL: 'grievance@' })).toThrow(/^Invalid environment variable GRIEVANCE_OFFICER_EMAIL: must be an e-mail address/);
  });
});
