import { useState } from 'react';
import type { Closure } from '@gymslot/shared/selling-schemas';
import { Alert } from '../../../components/ui/alert';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useClosuresQuery, useDeleteClosureMutation } from '../api/closures';
import { closuresMessages } from '../selling-messages';
import { ClosureForm } from './closure-form';
import { ClosuresList } from './closures-list';

type Outcome = { tone: 'success' | 'error'; text: string };

/** §8.12 closed hours: the upcoming ones with Delete, and the form that adds one. */
export function ClosuresSection({ gymId }: { gymId: string }) {
  const t = useStore(closuresMessages);
  const closures = useClosuresQuery(gymId);
  const remove = useDeleteClosureMutation(gymId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function handleRemove(closure: Closure) {
    setOutcome(null);
    remove.mutate(
      { gymId, closureId: closure._id },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: t.removed }),
        onError: (error) => setOutcome({ tone: 'error', text: serverErrorText(error, t.removeFailed) }),
      },
    );
  }

  let list;
  if (closures.data) {
    list = <ClosuresList closures={closures.data.closures} removingId={remove.isPending ? remove.variables.closureId : undefined} onRemove={handleRemove} />;
  } else if (closures.error) {
    list = <ErrorState message={serverErrorText(closures.error, t.loadFailed)} onRetry={() => void closures.refetch()} retrying={closures.isFetching} />;
  } else {
    list = (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t.loading}</span>
        <SkeletonBlock className="h-16 w-full" />
      </div>
    );
  }

  return (
    <section aria-labelledby="closed-hours-heading" className="mt-10 space-y-4">
      <h2 id="closed-hours-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>
      <p className="text-neutral-700">{t.intro}</p>
      {list}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <ClosureForm gymId={gymId} />
    </section>
  );
}
