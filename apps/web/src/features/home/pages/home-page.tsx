import { ShieldCheck } from 'lucide-react';
import { ContactPhoneSection } from '../components/contact-phone-section';
import { HeroCarousel } from '../components/hero-carousel';
import { HomeActions } from '../components/home-actions';
import { HowItWorks } from '../components/how-it-works';
import { PartnerCallToAction } from '../components/partner-call-to-action';

export default function HomePage() {
  return (
    <>
      <title>GymSlot – book verified gyms by the hour</title>
      <section className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 md:grid-cols-2 md:py-14">
        <div className="space-y-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-strong">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Verified gyms across India
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Book a gym by the hour. No membership needed.</h1>
          <p className="text-lg text-neutral-700">
            Find a verified gym near you, pick a free slot, pay for just that hour and check in with a one-time code.
          </p>
          <HomeActions />
        </div>
        <HeroCarousel />
      </section>
      <HowItWorks />
      <ContactPhoneSection />
      <PartnerCallToAction />
    </>
  );
}
