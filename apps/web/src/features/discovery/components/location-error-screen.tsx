import { LocateOff, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { locationMessages } from '../location/location-messages';

/** Spec §2: no position at all; Try Again reloads the page so the browser asks afresh. */
export function LocationErrorScreen({ message }: { message: string }) {
  const t = useStore(locationMessages);
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-2xl border border-red-200 bg-white p-6 text-center">
      <LocateOff aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <h2 className="text-xl font-bold">{t.errorHeading}</h2>
      <p role="alert" className="text-neutral-800">
        {message}
      </p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t.tryAgain}
      </Button>
    </div>
  );
}
