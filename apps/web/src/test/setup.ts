import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetQueryClient } from '../lib/query-client';

// Lazy pages are compiled on first import in tests, which can take longer than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// A test that logs console.error or console.warn fails (conventions.md).
let consoleProblems: unknown[][] = [];

beforeEach(() => {
  consoleProblems = [];
  const record = (...args: unknown[]) => {
    consoleProblems.push(args);
  };
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
});

afterEach(() => {
  cleanup();
  resetQueryClient();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(consoleProblems, 'console.error / console.warn was called').toEqual([]);
});
