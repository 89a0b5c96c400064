import { PERSONAL_DATA_FILE_NAME } from '@gymslot/shared/privacy-schemas';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { params } from '@gymslot/shared/message-params';
import { useDownloadMyDataMutation } from '../api/download-my-data';

const messages = i18n('account-data-section', {
  heading: 'Your data',
  intro:
    'Download a copy of everything GymSlot keeps about you: your account, bookings, payments and refunds, reviews, waitlist places, reports, message choices, sign-ins and the messages we sent you.',
  download: 'Download my data',
  downloaded: params('Your data was saved as {file}.'),
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  howWeUse: 'How GymSlot keeps and shares your data:',
  privacy: 'Privacy',
  complain: 'Something wrong? Write to our',
  grievance: 'grievance officer',
});

/** /account's copy of the person's data (§8.11): fetched through the API, saved as a JSON file. */
export function YourDataSection() {
  const t = useStore(messages);
  const download = useDownloadMyDataMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function downloadData() {
    setNotice(null);
    try {
      await download.mutateAsync();
      setNotice({ tone: 'success', text: t.downloaded({ file: PERSONAL_DATA_FILE_NAME }) });
    } catch (error) {
      setNotice({ tone: 'error', text: serverErrorText(error, t.downloadFailed) });
    }
  }

  return (
    <section aria-labelledby="account-data" className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id="account-data" className="text-2xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-neutral-700">{t.intro}</p>
      </div>
      <Button onClick={() => void downloadData()} pending={download.isPending} className="w-full sm:w-auto">
        <Download aria-hidden="true" className="size-4" />
        {t.download}
      </Button>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <p className="text-sm text-neutral-700">
        {t.howWeUse} <TextLink to={paths.privacy.getHref()}>{t.privacy}</TextLink>. {t.complain}{' '}
        <TextLink to={paths.grievance.getHref()}>{t.grievance}</TextLink>.
      </p>
    </section>
  );
}
