import { BadgeIndianRupee, CalendarClock, ExternalLink, KeyRound, TrendingUp } from 'lucide-react';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { partnerFormUrl } from '../../../config/contact-addresses';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { InfoCard } from '../components/info-card';
import { InfoPageLayout } from '../components/info-page-layout';

const messages = i18n('info-partnership', {
  title: 'Partner with GymSlot',
  intro:
    "Turn your gym's quiet hours into revenue. GymSlot brings you new customers who pay by the hour, alongside your regular members.",
  offPeakTitle: 'Fill your off-peak hours',
  offPeakText: 'Shift workers, students and travellers train when your floor is empty. GymSlot sends them to you.',
  pricingTitle: 'Your hours, your price',
  pricingText: 'Set a weekly schedule, open extra dates when you like, and choose your own price per hour.',
  paidTitle: 'Paid for every booking',
  paidText: 'Customers pay online before they arrive, so there is no cash to handle at the desk.',
  checkInTitle: 'Check-in in seconds',
  checkInText: 'Each customer shows a 6-digit OTP. Enter it on your dashboard and the visit is verified.',
  readyHeading: 'Ready to join?',
  readyText: 'Tell us about your gym. Our partnerships team contacts you within 48 hours and sets up your verified listing.',
  checkingLogin: 'Checking your login…',
  loginRequired: 'You must be logged in to access the partnership form.',
  logIn: 'Log in',
  openForm: 'Open the Partner Form',
  opensInNewTab: '(opens in a new tab)',
});

export default function PartnershipPage() {
  const t = useStore(messages);
  return (
    <InfoPageLayout title={t.title} intro={t.intro}>
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title={t.offPeakTitle} Icon={TrendingUp}>
          <p>{t.offPeakText}</p>
        </InfoCard>
        <InfoCard title={t.pricingTitle} Icon={CalendarClock}>
          <p>{t.pricingText}</p>
        </InfoCard>
        <InfoCard title={t.paidTitle} Icon={BadgeIndianRupee}>
          <p>{t.paidText}</p>
        </InfoCard>
        <InfoCard title={t.checkInTitle} Icon={KeyRound}>
          <p>{t.checkInText}</p>
        </InfoCard>
      </div>
      <section aria-labelledby="partner-form-heading" className="rounded-2xl border border-neutral-200 bg-accent-soft p-6">
        <h2 id="partner-form-heading" className="text-xl font-semibold">
          {t.readyHeading}
        </h2>
        <p className="mt-2 text-neutral-800">{t.readyText}</p>
        <div className="mt-4">
          <PartnerFormAccess />
        </div>
      </section>
    </InfoPageLayout>
  );
}

/** The onboarding form is for logged-in people only (spec §2 "Partner page"). */
function PartnerFormAccess() {
  const t = useStore(messages);
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner label={t.checkingLogin} />;
  if (user === null) {
    return (
      <p className="text-neutral-800">
        {t.loginRequired} <TextLink to={paths.login.getHref()}>{t.logIn}</TextLink>
      </p>
    );
  }
  return (
    <a href={partnerFormUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary')}>
      {t.openForm}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{t.opensInNewTab}</span>
    </a>
  );
}
