import { switchLanguage } from '../../i18n/i18n';
import { locale } from '../../i18n/locale';
import { useStore } from '../../i18n/use-store';

/**
 * One tap to read GymSlot in the other language; shown in the bar of every page. Each language is
 * named in itself, so a person who cannot read the page now can still find theirs.
 */
export function LanguageSwitch() {
  const other = useStore(locale) === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      // Offline before Hindi was ever fetched, the tap changes nothing and can be tried again.
      onClick={() => void switchLanguage(other).catch(() => undefined)}
      className="inline-flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-accent-strong hover:bg-neutral-100"
    >
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </button>
  );
}
