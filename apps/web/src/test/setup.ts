import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetQueryClient } from '../lib/query-client';

// Lazy pages are compiled on first import in tests, which can take longer than the 1 s default; on
// a two-core machine under load the first page of a file took up to 4.7 s. A wait that ends in
// success costs nothing more, so the bound is set for a stuck screen (within the 20 s test timeout).
configure({ asyncUtilTimeout: 10_000 });

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
