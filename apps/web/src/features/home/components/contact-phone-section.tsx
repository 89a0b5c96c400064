import { MessageCircle, Phone } from 'lucide-react';
import { supportHours, supportPhone, whatsApp } from '../../../config/contact-details';
import { buttonClassName } from '../../../components/ui/button-styles';

export function ContactPhoneSection() {
  return (
    <section aria-labelledby="contact-phone-heading" className="bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-phone-heading" className="text-2xl font-bold">
            Not sure which gym suits you?
          </h2>
          <p className="mt-2 max-w-xl text-neutral-700">
            Call our team and we will help you pick a gym, a time and a plan that fits your day. {supportHours}.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={supportPhone.href} className={buttonClassName('primary')}>
            <Phone aria-hidden="true" className="size-4" />
            Call {supportPhone.display}
          </a>
          <a href={whatsApp.href} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp us
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
