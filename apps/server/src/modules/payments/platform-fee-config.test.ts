import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const base = { DATA_DIR: '/tmp/gymslot-fee-config', SESSION_SECRET: 'a-session-secret-that-is-long-enough-1234' };

describe('PLATFORM_FEE_PERCENT (§8.7)', () => {
  it('is 10 by default and takes any percent from 0 to 100 with up to two decimals', () => {
    expect(loadConfig(base).platformFeePercent).toBe(10);
    expect(loadConfig({ ...base, PLATFORM_FEE_PERCENT: '0' }).platformFeePercent).toBe(0);
    expect(loadConfig({ ...base, PLATFORM_FEE_PERCENT: '12.75' }).platformFeePercent).toBe(12.75);
    expect(loadConfig({ ...base, PLATFORM_FEE_PERCENT: '100' }).platformFeePercent).toBe(100);
  });

  it('stops the process with one line naming the variable for anything else', () => {
    for (const wrong of ['-1', '100.5', '12.345', 'ten']) {
      expect(() => loadConfig({ ...base, PLATFORM_FEE_PERCENT: wrong })).toThrow(/^Invalid environment variable PLATFORM_FEE_PERCENT: /);
    }
  });
});
