// GymSlot's addresses that only the contact and partnership pages show. Apart from
// contact-details.ts, which the footer brings into the first download of `/`: these stay out of it.

export const supportEmail = 'support@gymslot.in';
export const partnerEmail = 'partners@gymslot.in';

export const partnerFormUrl = 'https://forms.gle/gymslot-partner-onboarding';
