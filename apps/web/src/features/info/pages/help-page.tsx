import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useGoogleSignInConfigured } from '../../auth/api/auth-providers-request';
import { FaqList } from '../components/faq-list';
import type { FaqEntry } from '../components/faq-list';
import { InfoPageLayout } from '../components/info-page-layout';

/** Google sign-in is promised only when the server has it configured, as the login page shows its button. */
function accountQuestion(googleSignIn: boolean): FaqEntry {
  const howToJoin = googleSignIn
    ? 'Register with your e-mail address and verify it from the link we send, or sign in with your Google account.'
    : 'Register with your e-mail address and verify it from the link we send.';
  return {
    question: 'Do I need an account to book?',
    answer: `Yes. ${howToJoin} Browsing the home page and our help pages needs no account.`,
  };
}

const otherMemberQuestions: readonly FaqEntry[] = [
  {
    question: 'How do I book a slot?',
    answer:
      'Open a gym, pick a date and one of its free hourly slots, and pay online. Your booking is confirmed as soon as the payment goes through.',
  },
  {
    question: 'How do I check in at the gym?',
    answer:
      'Every confirmed booking has a 6-digit one-time code (OTP). Show it at the front desk; the gym verifies it and you are in.',
  },
  {
    question: 'What does it cost?',
    answer:
      'Each gym sets one price per hour, shown in rupees before you pay. There is no joining fee, membership or subscription.',
  },
  {
    question: 'Can I cancel a booking?',
    answer:
      'Yes, from My Bookings, up to 2 hours before your slot starts, with a full refund. A booking the gym has already verified cannot be cancelled.',
  },
];

const ownerQuestions: readonly FaqEntry[] = [
  {
    question: 'How do I list my gym on GymSlot?',
    answer:
      'Fill in the partner form on our Join Us page. Our partnerships team contacts you within 48 hours, visits your gym and sets up your listing.',
  },
  {
    question: 'Can I add a gym myself?',
    answer:
      'No. To keep every listing verified, an admin adds each gym. Once your gym is live you manage its photos, hours and bookings from your dashboard.',
  },
  {
    question: 'How do I check in a customer?',
    answer:
      'Ask for their 6-digit OTP and enter it on the Verify Bookings page. The booking is marked verified and counts towards your revenue.',
  },
  {
    question: 'How do I set my opening hours?',
    answer:
      'Set a weekly schedule for each day, and open or change specific dates such as holidays. Customers only see the hourly slots you open.',
  },
];

export default function HelpPage() {
  const memberQuestions = [accountQuestion(useGoogleSignInConfigured()), ...otherMemberQuestions];
  return (
    <InfoPageLayout
      title="Help Center"
      intro="Answers to the questions gym members and gym owners ask us most."
    >
      <FaqList heading="For gym members" entries={memberQuestions} />
      <FaqList heading="For gym owners" entries={ownerQuestions} />
      <p className="text-neutral-700">
        Still stuck? <TextLink to={paths.contact.getHref()}>Contact us</TextLink> and a real person will help.
      </p>
    </InfoPageLayout>
  );
}
