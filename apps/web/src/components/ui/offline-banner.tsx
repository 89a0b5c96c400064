import { WifiOff } from 'lucide-react';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import { useIsOnline } from '../../lib/online-status';

const messages = i18n('ui-offline-banner', {
  offline: 'Offline.',
  savedEarlier: 'What you see was saved earlier and may be out of date.',
});

/**
 * Says, while the browser has no network, that the page shows what the service worker saved
 * earlier (docs/decisions/040). The live region is always there, so a screen reader announces the
 * change when the connection drops.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  const t = useStore(messages);
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{t.offline}</strong> {t.savedEarlier}
          </span>
        </p>
      )}
    </div>
  );
}
