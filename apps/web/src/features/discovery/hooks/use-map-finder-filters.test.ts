import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMapFinderFilters } from './use-map-finder-filters';

describe('useMapFinderFilters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('applies a change once the filters have been still for 500 ms', () => {
    const { result } = renderHook(() => useMapFinderFilters());

    act(() => result.current.update({ radius: '1' }));
    expect(result.current.draft.radius).toBe('1');
    expect(result.current.applied.radius).toBe('5');

    act(() => vi.advanceTimersByTime(499));
    expect(result.current.applied.radius).toBe('5');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.applied.radius).toBe('1');
  });

  it('waits for the last of several quick changes and applies them together', () => {
    const { result } = renderHook(() => useMapFinderFilters());

    act(() => result.current.update({ search: 'iro' }));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.toggleAmenity('Showers'));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.applied).toMatchObject({ search: '', amenities: [] });

    act(() => vi.advanceTimersByTime(200));
    expect(result.current.applied).toMatchObject({ search: 'iro', amenities: ['Showers'] });
  });

  it('applies at once on Apply Filters', () => {
    const { result } = renderHook(() => useMapFinderFilters());

    act(() => result.current.update({ sortBy: 'price_low', minRating: '4' }));
    act(() => result.current.applyNow());

    expect(result.current.applied).toMatchObject({ sortBy: 'price_low', minRating: '4' });
  });

  it('Clear All resets the panel but keeps the search text', () => {
    const { result } = renderHook(() => useMapFinderFilters());

    act(() => result.current.update({ search: 'bandra', radius: '2', minRating: '3' }));
    act(() => result.current.toggleAmenity('WiFi'));
    act(() => result.current.toggleAmenity('WiFi'));
    act(() => result.current.toggleAmenity('Lockers'));
    act(() => result.current.clearPanel());

    expect(result.current.draft).toEqual({ search: 'bandra', radius: '5', sortBy: 'distance', minRating: 'any', amenities: [] });
  });
});
