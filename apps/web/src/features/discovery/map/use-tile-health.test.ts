import { renderHook } from '@testing-library/react';
import type { LeafletEvent } from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { useTileHealth } from './use-tile-health';

const anyEvent = {} as LeafletEvent;

function fire(handlers: ReturnType<typeof useTileHealth>, ...names: ('tileload' | 'tileerror' | 'load')[]) {
  for (const name of names) handlers[name]?.(anyEvent as never);
}

describe('useTileHealth', () => {
  it('reports once when every visible tile failed', () => {
    const onTilesUnavailable = vi.fn();
    const { result } = renderHook(() => useTileHealth(onTilesUnavailable));

    fire(result.current, 'tileerror', 'tileerror', 'load', 'tileerror', 'load');

    expect(onTilesUnavailable).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when some tiles loaded', () => {
    const onTilesUnavailable = vi.fn();
    const { result } = renderHook(() => useTileHealth(onTilesUnavailable));

    fire(result.current, 'tileerror', 'tileload', 'load');

    expect(onTilesUnavailable).not.toHaveBeenCalled();
  });
});
