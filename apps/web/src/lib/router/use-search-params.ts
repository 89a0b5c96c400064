import { useMemo } from 'react';
import { navigate } from './location-store';
import type { NavigateOptions } from './location-store';
import { useLocation } from './use-location';

type SearchParamsInit = URLSearchParams | Record<string, string>;
type NextSearchParams = SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit);

/** The query of the address, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, (next: NextSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);

  function setSearchParams(next: NextSearchParams, options?: NavigateOptions) {
    const query = new URLSearchParams(typeof next === 'function' ? next(searchParams) : next).toString();
    navigate(query === '' ? pathname : `${pathname}?${query}`, options);
  }

  return [searchParams, setSearchParams];
}
