import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useGoogleSignInConfigured } from '../../auth/api/auth-providers-request';
import { FaqList } from '../components/faq-list';
import type { FaqEntry } from '../components/faq-list';
import { InfoPageLayout } from '../components/info-page-layout';

const messages = i18n('info-help', {
  title: 'Help Center',
  intro: 'Answers to the questions gym members and gym owners ask us most.',
  membersHeading: 'For gym members',
  ownersHeading: 'For gym owners',
  stillStuck: 'Still stuck?',
  contactUs: 'Contact us',
  realPersonHelps: 'and a real person will help.',
  accountQuestion: 'Do I need an account to book?',
  accountAnswer:
    'Yes. Register with your e-mail address and verify it from the link we send. Browsing the home page and our help pages needs no account.',
  accountAnswerWithGoogle:
    'Yes. Register with your e-mail address and verify it from the link we send, or sign in with your Google account. Browsing the home page and our help pages needs no account.',
  bookQuestion: 'How do I book a slot?',
  bookAnswer:
    'Open a gym, pick a date and one of its free hourly slots, and pay online. Your booking is confirmed as soon as the payment goes through.',
  checkInQuestion: 'How do I check in at the gym?',
  checkInAnswer:
    'Every confirmed booking has a 6-digit one-time code (OTP). Show it at the front desk; the gym verifies it and you are in.',
  costQuestion: 'What does it cost?',
  costAnswer:
    'Each gym sets one price per hour, shown in rupees before you pay. There is no joining fee, membership or subscription.',
  cancelQuestion: 'Can I cancel a booking?',
  cancelAnswer:
    'Yes, from My Bookings, up to 2 hours before your slot starts, with a full refund. A booking the gym has already verified cannot be cancelled.',
  listGymQuestion: 'How do I list my gym on GymSlot?',
  listGymAnswer:
    'Fill in the partner form on our Join Us page. Our partnerships team contacts you within 48 hours, visits your gym and sets up your listing.',
  addGymQuestion: 'Can I add a gym myself?',
  addGymAnswer:
    'No. To keep every listing verified, an admin adds each gym. Once your gym is live you manage its photos, hours and bookings from your dashboard.',
  checkInCustomerQuestion: 'How do I check in a customer?',
  checkInCustomerAnswer:
    'Ask for their 6-digit OTP and enter it on the Verify Bookings page. The booking is marked verified and counts towards your revenue.',
  openingHoursQuestion: 'How do I set my opening hours?',
  openingHoursAnswer:
    'Set a weekly schedule for each day, and open or change specific dates such as holidays. Customers only see the hourly slots you open.',
});

type Texts = ReturnType<typeof messages.get>;
type FaqKeys = readonly { question: keyof Texts; answer: keyof Texts }[];

const otherMemberQuestions: FaqKeys = [
  { question: 'bookQuestion', answer: 'bookAnswer' },
  { question: 'checkInQuestion', answer: 'checkInAnswer' },
  { question: 'costQuestion', answer: 'costAnswer' },
  { question: 'cancelQuestion', answer: 'cancelAnswer' },
];

const ownerQuestions: FaqKeys = [
  { question: 'listGymQuestion', answer: 'listGymAnswer' },
  { question: 'addGymQuestion', answer: 'addGymAnswer' },
  { question: 'checkInCustomerQuestion', answer: 'checkInCustomerAnswer' },
  { question: 'openingHoursQuestion', answer: 'openingHoursAnswer' },
];

const entriesIn = (t: Texts, keys: FaqKeys): FaqEntry[] => keys.map(({ question, answer }) => ({ question: t[question], answer: t[answer] }));

export default function HelpPage() {
  const t = useStore(messages);
  // Google sign-in is promised only when the server has it configured, as the login page shows its button.
  const accountAnswer = useGoogleSignInConfigured() ? t.accountAnswerWithGoogle : t.accountAnswer;
  const memberQuestions = [{ question: t.accountQuestion, answer: accountAnswer }, ...entriesIn(t, otherMemberQuestions)];
  return (
    <InfoPageLayout title={t.title} intro={t.intro}>
      <FaqList heading={t.membersHeading} entries={memberQuestions} />
      <FaqList heading={t.ownersHeading} entries={entriesIn(t, ownerQuestions)} />
      <p className="text-neutral-700">
        {t.stillStuck} <TextLink to={paths.contact.getHref()}>{t.contactUs}</TextLink> {t.realPersonHelps}
      </p>
    </InfoPageLayout>
  );
}
