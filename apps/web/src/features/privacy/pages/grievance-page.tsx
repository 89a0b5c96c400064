import { Mail, UserRound } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useClientConfigQuery } from '../../discovery/api/get-client-config';
import { PrivacyLayout, PrivacySection } from '../components/privacy-layout';

const messages = i18n('grievance-page', {
  title: 'Grievance officer',
  intro: 'If something about your personal data on GymSlot is wrong, or we did not do what you asked, write to our grievance officer.',
  officerHeading: 'Who to write to',
  name: 'Name',
  email: 'E-mail',
  loading: 'Loading the grievance officer’s details…',
  loadFailed: 'The grievance officer’s details could not be loaded.',
  howHeading: 'How to complain',
  howFrom: 'Write from the e-mail address or mobile number on your GymSlot account, so we can find it.',
  howWhat: 'Say what happened, when, and which booking it is about, if any.',
  howAnswer: 'We confirm that we have your complaint and answer it within 30 days.',
  escalateHeading: 'If you are not satisfied',
  escalate:
    'If our answer does not settle it, or 30 days pass without one, you can complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.',
  privacy: 'What GymSlot keeps about you',
});

/** /grievance (§8.11), open to anyone: the officer from GRIEVANCE_OFFICER_NAME and _EMAIL (GET /api/config), how to complain, and where to go next. */
export default function GrievancePage() {
  const t = useStore(messages);
  const config = useClientConfigQuery();
  const officer = config.data?.grievanceOfficer;

  return (
    <PrivacyLayout title={t.title} intro={t.intro}>
      <PrivacySection id="grievance-officer" title={t.officerHeading}>
        {officer ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-2 text-sm font-medium text-neutral-600">
                <UserRound aria-hidden="true" className="size-4 text-accent" />
                {t.name}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-neutral-900">{officer.name}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-medium text-neutral-600">
                <Mail aria-hidden="true" className="size-4 text-accent" />
                {t.email}
              </dt>
              <dd className="mt-1 text-lg">
                <a href={`mailto:${officer.email}`} className="break-all font-semibold text-accent-strong underline-offset-4 hover:underline">
                  {officer.email}
                </a>
              </dd>
            </div>
          </dl>
        ) : config.isError ? (
          <ErrorState message={serverErrorText(config.error, t.loadFailed)} onRetry={() => void config.refetch()} retrying={config.isFetching} />
        ) : (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t.loading}</span>
            <SkeletonBlock className="h-6 w-2/3" />
            <SkeletonBlock className="h-6 w-1/2" />
          </div>
        )}
      </PrivacySection>
      <PrivacySection id="grievance-how" title={t.howHeading}>
        <ol className="list-decimal space-y-2 pl-5">
          <li>{t.howFrom}</li>
          <li>{t.howWhat}</li>
          <li>{t.howAnswer}</li>
        </ol>
      </PrivacySection>
      <PrivacySection id="grievance-escalate" title={t.escalateHeading}>
        <p>{t.escalate}</p>
        <p>
          <TextLink to={paths.privacy.getHref()}>{t.privacy}</TextLink>
        </p>
      </PrivacySection>
    </PrivacyLayout>
  );
}
