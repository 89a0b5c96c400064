import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { MessagesSection } from '../components/messages-section';
import { MobileNumberSection } from '../components/mobile-number-section';
import { DeleteAccountSection } from '../components/delete-account-section';
import { YourDataSection } from '../components/your-data-section';

const messages = i18n('account-page', {
  heading: 'Your account',
});

/**
 * /account, for every signed-in person (§8.11). A frame of sections: the mobile number, the
 * messages, the data download and the deletion, each a section of its own.
 */
export default function AccountPage() {
  const t = useStore(messages);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8">
      <title>{`${t.heading} | GymSlot`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
      <MobileNumberSection />
      <MessagesSection />
      <YourDataSection />
      <DeleteAccountSection />
    </div>
  );
}
