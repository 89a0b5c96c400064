import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { partnerEmail, supportEmail } from '../../../config/contact-addresses';
import { contactMessages, supportPhone, whatsApp } from '../../../config/contact-details';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { InfoPageLayout } from '../components/info-page-layout';

const messages = i18n('info-contact', {
  title: 'Contact Us',
  intro: 'Questions about a booking, a payment or a gym? Reach us the way that suits you.',
  email: 'E-mail',
  phone: 'Phone',
  opensInNewTab: '(opens in a new tab)',
  partnersWriteTo: 'Gym owners who want to partner with us can also write to',
  partnersWriteToEnd: '.',
});

interface ContactChannel {
  /** The key of its name in the texts above, or the brand name as it is. */
  label: 'email' | 'phone' | 'WhatsApp';
  value: string;
  href: string;
  Icon: LucideIcon;
  external?: boolean;
}

const channels: readonly ContactChannel[] = [
  { label: 'email', value: supportEmail, href: `mailto:${supportEmail}`, Icon: Mail },
  { label: 'phone', value: supportPhone.display, href: supportPhone.href, Icon: Phone },
  { label: 'WhatsApp', value: whatsApp.display, href: whatsApp.href, Icon: MessageCircle, external: true },
];

export default function ContactPage() {
  const t = useStore(messages);
  const supportHours = useStore(contactMessages).supportHours;
  return (
    <InfoPageLayout title={t.title} intro={t.intro}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {channels.map(({ label, value, href, Icon, external }) => (
          <li key={label} className="rounded-2xl border border-neutral-200 bg-white p-5">
            <Icon aria-hidden="true" className="size-7 text-accent" />
            <h2 className="mt-3 text-lg font-semibold">{label === 'WhatsApp' ? label : t[label]}</h2>
            <a
              href={href}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="mt-1 inline-block break-all font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              {value}
              {external && <span className="sr-only"> {t.opensInNewTab}</span>}
            </a>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-neutral-800">
        <Clock aria-hidden="true" className="size-5 text-accent" />
        {supportHours}
      </p>
      <p className="text-neutral-700">
        {t.partnersWriteTo}{' '}
        <a href={`mailto:${partnerEmail}`} className="font-semibold text-accent-strong underline-offset-4 hover:underline">
          {partnerEmail}
        </a>
        {t.partnersWriteToEnd}
      </p>
    </InfoPageLayout>
  );
}
