import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's value (a screen's texts, the language) in a component, drawn again when it changes.
 * @nanostores/react's `useStore` is this plus options GymSlot does not use, whose code costs the
 * first visit 0.4 KB of its 80 KB (docs/decisions/041).
 */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
