import { ErrorState } from '../../../components/ui/error-state';
import { Alert } from '../../../components/ui/alert';
import { BackLinkPage } from '../../../components/ui/back-link-page';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useStore } from '../../../i18n/use-store';
import { editGymMessages } from '../edit-gym-messages';
import type { EditableGym } from '../edit-gym-values';
import { EditGymForm } from './edit-gym-form';
import { PayoutAccountForm } from './payout-account-form';
import { serverErrorText } from '../../../i18n/server-messages';

interface EditGymScreenProps {
  gymId: string;
  /** The gyms the person manages (the owner's own, or all for an admin); undefined while loading. */
  gyms: readonly EditableGym[] | undefined;
  loadError: unknown;
  retrying: boolean;
  onRetry: () => void;
  back: { href: string; label: string };
  /** An admin's screen also sets the gym's payout account (§8.12): owners cannot. */
  withPayoutAccount?: boolean;
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="mt-6 space-y-4">
      <span className="sr-only">{label}</span>
      <SkeletonBlock className="h-5 w-2/3" />
      <SkeletonBlock className="h-64 w-full" />
      <SkeletonBlock className="h-40 w-full" />
    </div>
  );
}

/** The edit-gym page of an owner or an admin: the gym found among the ones they manage, and its form. */
export function EditGymScreen({ gymId, gyms, loadError, retrying, onRetry, back, withPayoutAccount = false }: EditGymScreenProps) {
  const t = useStore(editGymMessages);
  const gym = gyms?.find((each) => each._id === gymId);

  let body;
  if (gym) {
    body = (
      <>
        <p className="mt-2 text-neutral-700">{t.intro({ gym: gym.name })}</p>
        <EditGymForm key={gym._id} gym={gym} />
        {withPayoutAccount && <PayoutAccountForm key={`payout-${gym._id}`} gym={gym} />}
      </>
    );
  } else if (gyms) {
    body = (
      <div className="mt-6">
        <Alert tone="error">{t.notFound}</Alert>
      </div>
    );
  } else if (loadError) {
    body = (
      <div className="mt-6">
        <ErrorState message={serverErrorText(loadError, t.loadFailed)} onRetry={onRetry} retrying={retrying} />
      </div>
    );
  } else {
    body = <FormSkeleton label={t.loading} />;
  }

  return (
    <BackLinkPage title={`${t.heading} | GymSlot`} heading={t.heading} back={back} width="max-w-3xl">
      {body}
    </BackLinkPage>
  );
}
