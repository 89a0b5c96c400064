// GymSlot's public contact points shown in the footer and on the home page, so in the first download
// of `/`, and on the contact page. Addresses no first load needs are in contact-addresses.ts.
import { i18n } from '../i18n/i18n';

export const supportPhone = { display: '+91 80 4718 2290', href: 'tel:+918047182290' };
export const whatsApp = { display: '+91 98450 61290', href: 'https://wa.me/919845061290' };

export const contactMessages = i18n('contact-details', {
  supportHours: 'Available Mon-Sat, 10 AM to 6 PM IST',
});

export const socialLinks = [
  { name: 'Instagram', href: 'https://www.instagram.com/gymslot.in' },
  { name: 'X', href: 'https://x.com/gymslot_in' },
  { name: 'YouTube', href: 'https://www.youtube.com/@gymslot' },
] as const;
