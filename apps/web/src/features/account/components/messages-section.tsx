import { SkeletonBlock } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/error-state';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { usePreferencesQuery } from '../api/get-preferences';
import { PreferencesForm } from './preferences-form';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('account-messages-section', {
  heading: 'Messages',
  intro: 'Choose how GymSlot reaches you, and which messages you get.',
  loading: 'Loading your message settings…',
  loadFailed: 'Your message settings could not be loaded.',
});

/** The first section of /account (§8.9): which messages the person gets, and where. */
export function MessagesSection() {
  const t = useStore(messages);
  const preferences = usePreferencesQuery();
  return (
    <section aria-labelledby="account-messages" className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id="account-messages" className="text-2xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-neutral-700">{t.intro}</p>
      </div>
      {preferences.isSuccess ? (
        <PreferencesForm saved={preferences.data} />
      ) : preferences.isError ? (
        <ErrorState message={serverErrorText(preferences.error, t.loadFailed)} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t.loading}</span>
          {[1, 2, 3, 4, 5].map((row) => (
            <SkeletonBlock key={row} className="h-12 w-full" />
          ))}
        </div>
      )}
    </section>
  );
}
