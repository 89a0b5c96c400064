import { describe, expect, it } from 'vitest';
import { hasFreeSeat, seatsLeft } from './slot-seats.js';

describe('slot seats', () => {
  it('counts the places left, never below zero', () => {
    expect(seatsLeft(5, 0)).toBe(5);
    expect(seatsLeft(5, 4)).toBe(1);
    expect(seatsLeft(5, 5)).toBe(0);
    expect(seatsLeft(3, 5)).toBe(0);
  });

  it('has a free seat until the slot is full', () => {
    expect(hasFreeSeat(5, 4)).toBe(true);
    expect(hasFreeSeat(5, 5)).toBe(false);
    expect(hasFreeSeat(3, 5)).toBe(false);
  });
});
