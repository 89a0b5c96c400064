import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const ownWriteState = { fromSearchBox: true } as const;

const isOwnWrite = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { fromSearchBox?: unknown }).fromSearchBox === true;

/**
 * Search text kept in sync with `?search=`. The box keeps its own state because the router applies
 * URL changes in a transition, which would lag behind fast typing; it takes the URL's text again
 * only when someone else changed the address (a link, the back button).
 */
export function useSearchTextParam(): [string, (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const urlText = searchParams.get('search') ?? '';
  const [text, setText] = useState(urlText);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);

  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    if (!isOwnWrite(location.state)) setText(urlText);
  }

  function updateText(nextText: string) {
    setText(nextText);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nextText === '') next.delete('search');
        else next.set('search', nextText);
        return next;
      },
      { replace: true, state: ownWriteState },
    );
  }

  return [text, updateText];
}
