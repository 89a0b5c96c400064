import { ShieldCheck } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import { ContactPhoneSection } from '../components/contact-phone-section';
import { HeroCarousel } from '../components/hero-carousel';
import { HomeActions } from '../components/home-actions';
import { HowItWorks } from '../components/how-it-works';
import { PartnerCallToAction } from '../components/partner-call-to-action';
import { homeMessages } from '../home-messages';
import { useStore } from '../../../i18n/use-store';

export default function HomePage() {
  const t = useStore(homeMessages);
  return (
    <>
      <title>{t.pageTitle}</title>
      <section className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 md:grid-cols-2 md:py-14">
        <div className="space-y-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-accent-strong">
            <Glyph icon={ShieldCheck} className="size-4" />
            {t.verifiedBadge}
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
          <p className="text-lg text-neutral-700">{t.intro}</p>
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
