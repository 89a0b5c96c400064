import type { Endpoint, EndpointSchemas } from './endpoint';
import { reviewEndpoints, reviewSchemas } from './reviews';

/** One endpoint with its schemas, for readers of the whole table (the server's fuzz suite). */
export interface TableEntry {
  name: string;
  endpoint: Endpoint;
  schemas: EndpointSchemas;
}

function entriesOf<T extends Record<string, EndpointSchemas>>(endpoints: { [K in keyof T]: Endpoint<T[K]> }, schemas: T): TableEntry[] {
  return Object.keys(schemas).map((name) => ({ name, endpoint: endpoints[name] as Endpoint, schemas: schemas[name] as EndpointSchemas }));
}

/**
 * Every endpoint in the table. Only server-side readers import this file: the web imports one
 * module's endpoints at a time, so a page downloads the addresses it calls and nothing else.
 */
export const endpointTable: readonly TableEntry[] = [...entriesOf(reviewEndpoints, reviewSchemas)];
