import { MessageCircle, Phone } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import { contactMessages, supportPhone, whatsApp } from '../../../config/contact-details';
import { useStore } from '../../../i18n/use-store';
import { navMessages } from '../../../app/layout/nav-links';
import { homeMessages } from '../home-messages';
import { buttonClassName } from '../../../components/ui/button-styles';

export function ContactPhoneSection() {
  const t = useStore(homeMessages);
  const nav = useStore(navMessages);
  const { supportHours } = useStore(contactMessages);
  return (
    <section aria-labelledby="contact-phone-heading" className="bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-phone-heading" className="text-2xl font-bold">
            {t.helpHeading}
          </h2>
          <p className="mt-2 max-w-xl text-neutral-700">
            {t.helpText} {supportHours}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={supportPhone.href} className={buttonClassName('primary')}>
            <Glyph icon={Phone} className="size-4" />
            {t.call({ phone: supportPhone.display })}
          </a>
          <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
            <Glyph icon={MessageCircle} className="size-4" />
            {t.whatsApp}
            <span className="sr-only">{nav.opensInNewTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
