
/**
 * Search text kept in `?search=`, so a link or the back button brings a search back. Typing
 * replaces the history entry, so Back leaves the page instead of undoing letter by letter.
 */
export function useSearchTextParam(): [string, (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = searchParams.get('search') ?? '';

  function updateText(nextText: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (nextText === '') next.delete('search');
        else next.set('search', nextText);
        return next;
      },
      { replace: true },
    );
  }

  return [text, updateText];
}
import { useSearchParams } from 'wouter';
