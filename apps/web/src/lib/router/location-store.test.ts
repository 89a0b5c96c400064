import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, navigate, subscribeToLocation } from './location-store';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('location store', () => {
  it("reads the address, with key 'default' and no state for an entry it did not write", () => {
    window.history.replaceState(null, '', '/explore?search=Pune#results');
    expect(getLocation()).toEqual({ pathname: '/explore', search: '?search=Pune', hash: '#results', state: null, key: 'default' });
  });

  it('returns the same object until the location changes', () => {
    const first = getLocation();
    expect(getLocation()).toBe(first);
    navigate('/aboutus');
    expect(getLocation()).not.toBe(first);
  });

  it('pushes a new history entry, carrying state and a fresh key', () => {
    const entries = window.history.length;
    navigate('/payment/b1', { state: { from: 'book' } });
    const location = getLocation();
    expect(window.history.length).toBe(entries + 1);
    expect(location).toMatchObject({ pathname: '/payment/b1', state: { from: 'book' } });
    expect(location.key).not.toBe('default');
  });

  it('replaces the current entry when asked, with a new key all the same', () => {
    navigate('/explore');
    const entries = window.history.length;
    const { key } = getLocation();
    navigate('/login', { replace: true });
    expect(window.history.length).toBe(entries);
    expect(getLocation().pathname).toBe('/login');
    expect(getLocation().key).not.toBe(key);
  });

  it('resolves a query-only target against the current path', () => {
    navigate('/explore#top');
    navigate('?search=Pune');
    expect(getLocation()).toMatchObject({ pathname: '/explore', search: '?search=Pune', hash: '' });
  });

  it('tells subscribers about navigations and about Back and Forward', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToLocation(listener);
    navigate('/aboutus');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    navigate('/help');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('scrolling', () => {
    const scrollTo = vi.fn();

    beforeEach(() => {
      scrollTo.mockClear();
      vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    });

    afterEach(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });

    it('goes back to the top of a new page', () => {
      navigate('/aboutus');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });

    it('stays where the reader is when only the query changes', () => {
      navigate('/explore?search=P', { replace: true });
      scrollTo.mockClear();
      navigate('/explore?search=Pu', { replace: true });
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});
