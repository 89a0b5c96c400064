import { Handshake } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { homeMessages } from '../home-messages';

export function PartnerCallToAction() {
  const t = useStore(homeMessages);
  return (
    <section aria-labelledby="partner-cta-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-col gap-6 rounded-2xl border border-neutral-200 bg-accent-soft p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div>
          <Glyph icon={Handshake} className="size-8 text-accent-strong" />
          <h2 id="partner-cta-heading" className="mt-3 text-2xl font-bold">
            {t.partnerHeading}
          </h2>
          <p className="mt-2 max-w-xl text-neutral-800">{t.partnerText}</p>
        </div>
        <ButtonLink to={paths.partnership.getHref()}>{t.becomePartner}</ButtonLink>
      </div>
    </section>
  );
}
