// Stands in for the `use-sync-external-store/shim` package (wouter imports it to support React < 18):
// React 19 has the hook itself, so the shim's fallback need not ship in the entry.
export { useSyncExternalStore } from 'react';
