import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const base = { DATA_DIR: '/tmp/gymslot-no-show-config', SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234' };

describe('NO_SHOW_RELEASE_HOURS (§8.8)', () => {
  it('is 24 by default and takes any whole number of hours from 1 to 168', () => {
    expect(loadConfig(base).noShowReleaseHours).toBe(24);
    expect(loadConfig({ ...base, NO_SHOW_RELEASE_HOURS: '1' }).noShowReleaseHours).toBe(1);
    expect(loadConfig({ ...base, NO_SHOW_RELEASE_HOURS: '168' }).noShowReleaseHours).toBe(168);
  });

  it('stops the process with one line naming the variable for anything else', () => {
    const refusals = {
      '0': 'must be at least 1 hour',
      '169': 'must be at most 168 hours (one week)',
      abc: 'must be a whole number of hours from 1 to 168',
      '1.5': 'must be a whole number of hours from 1 to 168',
      '-3': 'must be at least 1 hour',
    };
    for (const [wrong, message] of Object.entries(refusals)) {
      expect(() => loadConfig({ ...base, NO_SHOW_RELEASE_HOURS: wrong }), wrong).toThrow(`Invalid environment variable NO_SHOW_RELEASE_HOURS: ${message}`);
    }
  });
});
