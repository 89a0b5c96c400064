import { describe, expect, it } from 'vitest';
import { formatPricePerHour } from './formatters';

describe('formatPricePerHour', () => {
  it('shows rupees per hour with Indian digit grouping', () => {
    expect(formatPricePerHour(199)).toBe('₹199 / hour');
    expect(formatPricePerHour(149.5)).toBe('₹149.5 / hour');
    expect(formatPricePerHour(125000)).toBe('₹1,25,000 / hour');
  });
});
