import type { Endpoint, EndpointContract, EndpointModule } from './endpoint';
import * as reviews from './reviews';

/** One call: its address and its contract. */
export interface TableEntry {
  name: string;
  endpoint: Endpoint;
  contract: EndpointContract;
}

function entriesOf<T extends Record<string, EndpointContract>>(module: EndpointModule<T>): TableEntry[] {
  return Object.entries(module.contracts).map(([name, contract]) => ({ name, endpoint: module[name] as Endpoint, contract }));
}

/**
 * Every call, for the server's readers of the whole table (the fuzz suite). The web never imports
 * this file: it imports the addresses it calls one by one, so a page downloads only those.
 */
export const endpointTable: readonly TableEntry[] = [...entriesOf(reviews)];
