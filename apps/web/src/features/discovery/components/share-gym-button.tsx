import { formatPricePerHour } from '../../../lib/formatters';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { params } from '@gymslot/shared/message-params';
import { Check, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { gymShareLink } from '../share-link';

const messages = i18n('discovery-share-gym', {
  share: 'Share',
  shareText: params('{name} on GymSlot, {price}. Book an hourly slot:'),
  copied: 'Link copied',
  copyThisLink: 'Copy this link to share the gym:',
});

type Outcome = 'idle' | 'copied' | 'copy-by-hand';

/**
 * 'Share' on the gym page (contract §8.13): the phone's own share sheet (Web Share API) where there
 * is one, else the share link copied, with a confirmation a screen reader hears too. Where neither
 * works (no clipboard permission), the link is shown to copy by hand.
 */
export function ShareGymButton({ gym }: { gym: Pick<PublicGym, '_id' | 'name' | 'pricePerHour'> }) {
  const t = useStore(messages);
  const linkFieldId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [pending, setPending] = useState(false);

  async function share() {
    const url = gymShareLink(gym._id);
    setPending(true);
    try {
      if (typeof navigator.share === 'function') {
        const data = { title: gym.name, text: t.shareText({ name: gym.name, price: formatPricePerHour(gym.pricePerHour) }), url };
        if (typeof navigator.canShare !== 'function' || navigator.canShare(data)) {
          try {
            await navigator.share(data);
            setOutcome('idle');
            return;
          } catch (error) {
            // The person closed the share sheet: nothing more to do.
            if (error instanceof DOMException && error.name === 'AbortError') return;
          }
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        setOutcome('copied');
      } catch {
        setOutcome('copy-by-hand');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button variant="secondary" pending={pending} onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        {t.share}
      </Button>
      <div role="status" className="text-sm">
        {outcome === 'copied' && (
          <p className="inline-flex items-center gap-1 font-semibold text-green-800">
            <Check aria-hidden="true" className="size-4" />
            {t.copied}
          </p>
        )}
      </div>
      {outcome === 'copy-by-hand' && (
        <div className="max-w-sm space-y-1">
          <label htmlFor={linkFieldId} className="block text-sm text-neutral-800">
            {t.copyThisLink}
          </label>
          <input
            id={linkFieldId}
            readOnly
            value={gymShareLink(gym._id)}
            onFocus={(event) => event.currentTarget.select()}
            className="block min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900"
          />
        </div>
      )}
    </div>
  );
}
