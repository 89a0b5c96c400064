import { BadgeIndianRupee, CalendarClock, ExternalLink, KeyRound, TrendingUp } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { partnerFormUrl } from '../../../config/contact-details';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { InfoCard } from '../components/info-card';
import { InfoPageLayout } from '../components/info-page-layout';

export default function PartnershipPage() {
  return (
    <InfoPageLayout
      title="Partner with GymSlot"
      intro="Turn your gym's quiet hours into revenue. GymSlot brings you new customers who pay by the hour, alongside your regular members."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title="Fill your off-peak hours" Icon={TrendingUp}>
          <p>Shift workers, students and travellers train when your floor is empty. GymSlot sends them to you.</p>
        </InfoCard>
        <InfoCard title="Your hours, your price" Icon={CalendarClock}>
          <p>Set a weekly schedule, open extra dates when you like, and choose your own price per hour.</p>
        </InfoCard>
        <InfoCard title="Paid for every booking" Icon={BadgeIndianRupee}>
          <p>Customers pay online before they arrive, so there is no cash to handle at the desk.</p>
        </InfoCard>
        <InfoCard title="Check-in in seconds" Icon={KeyRound}>
          <p>Each customer shows a 6-digit OTP. Enter it on your dashboard and the visit is verified.</p>
        </InfoCard>
      </div>
      <section aria-labelledby="partner-form-heading" className="rounded-2xl border border-neutral-200 bg-accent-soft p-6">
        <h2 id="partner-form-heading" className="text-xl font-semibold">
          Ready to join?
        </h2>
        <p className="mt-2 text-neutral-800">
          Tell us about your gym. Our partnerships team contacts you within 48 hours and sets up your verified listing.
        </p>
        <div className="mt-4">
          <PartnerFormAccess />
        </div>
      </section>
    </InfoPageLayout>
  );
}

/** The onboarding form is for logged-in people only (spec §2 "Partner page"). */
function PartnerFormAccess() {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner label="Checking your login…" />;
  if (user === null) {
    return (
      <p className="text-neutral-800">
        You must be logged in to access the partnership form.{' '}
        <TextLink to={paths.login.getHref()}>Log in</TextLink>
      </p>
    );
  }
  return (
    <a href={partnerFormUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
      Open the Partner Form
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
