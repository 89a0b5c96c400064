import { Eye, HeartPulse, Target } from 'lucide-react';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { InfoCard } from '../components/info-card';
import { InfoPageLayout } from '../components/info-page-layout';

const messages = i18n('info-about', {
  title: 'About Us',
  intro: 'GymSlot lets you work out at a verified gym near you and pay only for the hour you use, in any city we serve.',
  missionTitle: 'Our mission',
  missionText:
    'To make a good gym as easy to use as a cab ride: find one nearby, book a slot in a minute, pay a fair price for that hour and walk in with a one-time code.',
  visionTitle: 'Our vision',
  visionText:
    'A country where anyone can train wherever life takes them, whether that is a work trip to Hyderabad, a weekend at home in Indore or a new job in Gurugram, without signing up for another membership they will not use.',
  whyTitle: 'Why we exist',
  whyProblem:
    'Most gym memberships are paid for months and used for weeks. Shift work, travel and busy family lives make fixed plans hard to keep, and many people stop training altogether.',
  whySolution:
    'At the same time, gyms sit half-empty outside the morning and evening rush. GymSlot connects the two: you get flexible, pay-per-hour access with transparent pricing, and gyms earn from hours that would otherwise go unused.',
});

export default function AboutPage() {
  const t = useStore(messages);
  return (
    <InfoPageLayout title={t.title} intro={t.intro}>
      <InfoCard title={t.missionTitle} Icon={Target}>
        <p>{t.missionText}</p>
      </InfoCard>
      <InfoCard title={t.visionTitle} Icon={Eye}>
        <p>{t.visionText}</p>
      </InfoCard>
      <InfoCard title={t.whyTitle} Icon={HeartPulse}>
        <p>{t.whyProblem}</p>
        <p>{t.whySolution}</p>
      </InfoCard>
    </InfoPageLayout>
  );
}
