import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // Dates are judged in Asia/Kolkata whatever the machine's zone: every run proves it from UTC.
    env: { TZ: 'UTC' },
    setupFiles: ['./src/test/setup.ts'],
    // A screen test types and clicks through a whole form in jsdom: about a second alone, five on a
    // two-core machine busy with the server suite. No test waits on a timer; this only bounds a hang.
    testTimeout: 20_000,
  },
});
