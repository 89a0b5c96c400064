import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { PrivacyLayout, PrivacySection, TermList } from '../components/privacy-layout';

const messages = i18n('privacy-page', {
  title: 'Privacy at GymSlot',
  intro:
    "What GymSlot keeps about you, why, for how long, and who else receives it. Under India's Digital Personal Data Protection Act, 2023, you can see it, correct it, have it deleted and complain about it.",
  keptHeading: 'What we keep, and why',
  account: 'Your account:',
  accountText:
    'your name, e-mail address and mobile number, and how you sign in (your password only as a one-way hash). To let you sign in and to reach you.',
  bookings: 'Bookings and payments:',
  bookingsText: 'the gym, date, time, amount, and whether it was paid, checked in, cancelled or refunded. To hold your place, pay the gym, refund you, and for tax.',
  choices: 'Message choices:',
  choicesText: 'which messages you allow and where, each change kept with its date. So we send only what you agreed to.',
  activity: 'Reviews, waitlist places and reports:',
  activityText: 'what you wrote or asked for. To show your reviews, offer you freed places and look into a problem at a gym.',
  signIns: 'Sign-ins:',
  signInsText: 'when each session began and when it ends. To keep you signed in safely.',
  messagesSent: 'Messages:',
  messagesSentText: 'which messages we sent you, on which channel and when. Their content is dropped once they are sent.',
  howLongHeading: 'For how long',
  untilDeleted: 'Your account, choices, reviews and waitlist places:',
  untilDeletedText: 'until you delete your account. Sign-in codes last 5 minutes, sessions 30 days, records of sent messages 30 days.',
  taxRecords: 'Bookings, payments, GST invoices and credit notes:',
  taxRecordsText: '8 years, as tax law requires; once your account is deleted, without your contact details.',
  sharedHeading: 'Who receives what',
  razorpay: 'Razorpay',
  razorpayText: 'takes your payments and refunds: the amount and the booking it pays for. Your card or UPI details go to Razorpay, never to GymSlot.',
  whatsapp: 'WhatsApp (Meta)',
  whatsappText: 'delivers booking messages and sign-in codes to your mobile number, only when you chose WhatsApp.',
  msg91: 'MSG91',
  msg91Text: 'delivers SMS to your mobile number: sign-in codes, and booking messages when you chose SMS.',
  mail: 'Our mail service',
  mailText: 'delivers e-mails to your address: your account, your bookings, and the messages you allow.',
  gym: 'The gym you book',
  gymText: 'sees your name, your e-mail address, your booking and your check-in, to let you in.',
  noSale: 'Nobody else receives your data, and GymSlot never sells it.',
  rightsHeading: 'Your rights',
  seeIt: 'See it:',
  seeItText: 'download everything we keep about you from your account page.',
  correctIt: 'Correct it or change your mind:',
  correctItText: 'change your number and your message choices on your account page at any time.',
  deleteIt: 'Delete it:',
  deleteItText: 'delete your account from your account page; it is deleted 48 hours later, and you can cancel until then.',
  nominate: 'Name someone:',
  nominateText: 'to act for you if you cannot, write to our grievance officer.',
  complain: 'Complain:',
  complainText: 'write to our grievance officer, who answers within 30 days.',
  yourAccount: 'Go to your account',
  grievance: 'Grievance officer',
});

/** /privacy (§8.11), open to anyone: what GymSlot keeps, why, for how long, who receives it, and the person's rights. */
export default function PrivacyPage() {
  const t = useStore(messages);
  return (
    <PrivacyLayout title={t.title} intro={t.intro}>
      <PrivacySection id="privacy-kept" title={t.keptHeading}>
        <TermList
          items={[
            [t.account, t.accountText],
            [t.bookings, t.bookingsText],
            [t.choices, t.choicesText],
            [t.activity, t.activityText],
            [t.signIns, t.signInsText],
            [t.messagesSent, t.messagesSentText],
          ]}
        />
      </PrivacySection>
      <PrivacySection id="privacy-how-long" title={t.howLongHeading}>
        <TermList
          items={[
            [t.untilDeleted, t.untilDeletedText],
            [t.taxRecords, t.taxRecordsText],
          ]}
        />
      </PrivacySection>
      <PrivacySection id="privacy-shared" title={t.sharedHeading}>
        <TermList
          items={[
            [t.razorpay, t.razorpayText],
            [t.whatsapp, t.whatsappText],
            [t.msg91, t.msg91Text],
            [t.mail, t.mailText],
            [t.gym, t.gymText],
          ]}
        />
        <p>{t.noSale}</p>
      </PrivacySection>
      <PrivacySection id="privacy-rights" title={t.rightsHeading}>
        <TermList
          items={[
            [t.seeIt, t.seeItText],
            [t.correctIt, t.correctItText],
            [t.deleteIt, t.deleteItText],
            [t.nominate, t.nominateText],
            [t.complain, t.complainText],
          ]}
        />
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <TextLink to={paths.account.getHref()}>{t.yourAccount}</TextLink>
          <TextLink to={paths.grievance.getHref()}>{t.grievance}</TextLink>
        </p>
      </PrivacySection>
    </PrivacyLayout>
  );
}
