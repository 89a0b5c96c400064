import type { Endpoint } from './endpoint';

type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of one call: path parameters filled in (encoded) and the query appended in the order
 * given, leaving out empty values; a list repeats its name (`amenities=a&amenities=b`). The web's
 * requests and the server's first-screen replies both build addresses here, so the two always match.
 */
export function endpointUrl(entry: Pick<Endpoint, 'path'>, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, QueryValue>;
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
  const queryText = Object.entries((query ?? {}) as Record<string, QueryValue | readonly QueryValue[]>)
    .flatMap(([name, value]) =>
      [value]
        .flat()
        .filter((each) => each !== undefined && each !== null && each !== '')
        .map((each) => `${encodeURIComponent(name)}=${encodeURIComponent(String(each))}`),
    )
    .join('&');
  return queryText === '' ? path : `${path}?${queryText}`;
}
