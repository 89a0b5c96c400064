import { CircleCheck, MailX } from 'lucide-react';
import { useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { i18n } from '../../../i18n/i18n';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { useUnsubscribeMutation } from '../api/unsubscribe';

const messages = i18n('account-unsubscribe', {
  title: "Stop 'Rate your visit' e-mails?",
  explain: 'We will no longer e-mail you after a visit to ask how it was. E-mails about your bookings still come.',
  stop: 'Stop these e-mails',
  doneTitle: 'Done',
  failed: 'This could not be done just now. Please try again.',
  preferences: 'Choose which messages you get',
});

/**
 * Where the link in a 'Rate your visit' mail leads (§8.8). Opening it changes nothing, since mail
 * scanners open links too: the person presses the button, which POSTs the link's token.
 */
export default function UnsubscribePage() {
  const t = useStore(messages);
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribeMutation();
  const done = unsubscribe.isSuccess;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <section className="space-y-5 rounded-xl border border-neutral-200 bg-white p-6 text-center">
        <title>{`${done ? t.doneTitle : t.title} | GymSlot`}</title>
        {done ? (
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        ) : (
          <MailX aria-hidden="true" className="mx-auto size-12 text-accent-strong" />
        )}
        <h1 className="text-2xl font-bold tracking-tight">{done ? t.doneTitle : t.title}</h1>
        {done ? (
          <p role="status" className="text-neutral-800">
            {translateServerText(unsubscribe.data.message)}
          </p>
        ) : (
          <>
            <p className="text-neutral-700">{t.explain}</p>
            <Button pending={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)} className="w-full">
              {t.stop}
            </Button>
            {unsubscribe.isError && <Alert tone="error">{serverErrorText(unsubscribe.error, t.failed)}</Alert>}
          </>
        )}
        <p>
          <TextLink to={paths.account.getHref()}>{t.preferences}</TextLink>
        </p>
      </section>
    </div>
  );
}
