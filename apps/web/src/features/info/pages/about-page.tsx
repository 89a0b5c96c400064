import { Eye, HeartPulse, Target } from 'lucide-react';
import { InfoCard } from '../components/info-card';
import { InfoPageLayout } from '../components/info-page-layout';

export default function AboutPage() {
  return (
    <InfoPageLayout
      title="About Us"
      intro="GymSlot lets you work out at a verified gym near you and pay only for the hour you use, in any city we serve."
    >
      <InfoCard title="Our mission" Icon={Target}>
        <p>
          To make a good gym as easy to use as a cab ride: find one nearby, book a slot in a minute, pay a fair price
          for that hour and walk in with a one-time code.
        </p>
      </InfoCard>
      <InfoCard title="Our vision" Icon={Eye}>
        <p>
          A country where anyone can train wherever life takes them, whether that is a work trip to Hyderabad, a
          weekend at home in Indore or a new job in Gurugram, without signing up for another membership they will not use.
        </p>
      </InfoCard>
      <InfoCard title="Why we exist" Icon={HeartPulse}>
        <p>
          Most gym memberships are paid for months and used for weeks. Shift work, travel and busy family lives make
          fixed plans hard to keep, and many people stop training altogether.
        </p>
        <p>
          At the same time, gyms sit half-empty outside the morning and evening rush. GymSlot connects the two: you get
          flexible, pay-per-hour access with transparent pricing, and gyms earn from hours that would otherwise go unused.
        </p>
      </InfoCard>
    </InfoPageLayout>
  );
}
