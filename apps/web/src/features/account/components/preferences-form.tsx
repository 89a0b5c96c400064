import { params } from '@gymslot/shared/message-params';
import type { MessagePreferences } from '@gymslot/shared/preference-schemas';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useAuth } from '../../../lib/auth-context';
import { formatMobileNumber } from '../../../lib/formatters';
import { useSavePreferencesMutation } from '../api/save-preferences';
import { mobileNumberSectionId } from './mobile-number-section';
import { PreferenceSwitch } from './preference-switch';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('account-preferences-form', {
  channelsLegend: 'Where we reach you',
  email: 'E-mail',
  emailHint: 'When off, booking messages come only on WhatsApp or SMS, where those are on; account e-mails (a password reset) still come.',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  // Without a number on the account the switches stay usable, and say what they wait for (§8.9).
  needsMobileFirst: 'Needs a mobile number: add it above first.',
  sendsTo: params('To {phone}.'),
  addMobileFirst: 'Add your mobile number first, so WhatsApp and SMS messages can reach you.',
  addMobile: 'Add mobile number',
  kindsLegend: 'What we send',
  reviewPrompts: "'Rate your visit' e-mails",
  reviewPromptsHint: 'One short e-mail after a visit, at most one a day.',
  marketing: 'Offers and news',
  marketingHint: 'Now and then, news and offers from GymSlot.',
  on: 'On',
  off: 'Off',
  save: 'Save',
  saved: 'Saved. Your message settings are up to date.',
  saveFailed: 'Your message settings could not be saved. Please try again.',
});

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The message switches, saved together; a change is kept only once Save has answered. */
export function PreferencesForm({ saved }: { saved: MessagePreferences }) {
  const t = useStore(messages);
  const phone = useAuth().user?.phone;
  const phoneHint = phone ? t.sendsTo({ phone: formatMobileNumber(phone) }) : t.needsMobileFirst;
  const [draft, setDraft] = useState(saved);
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSavePreferencesMutation();

  function change(next: MessagePreferences) {
    setDraft(next);
    setNotice(null);
  }
  const channel = (name: keyof MessagePreferences['channels']) => ({
    checked: draft.channels[name],
    stateText: draft.channels[name] ? t.on : t.off,
    onChange: (checked: boolean) => change({ ...draft, channels: { ...draft.channels, [name]: checked } }),
  });
  const kind = (name: 'reviewPrompts' | 'marketing') => ({
    checked: draft[name],
    stateText: draft[name] ? t.on : t.off,
    onChange: (checked: boolean) => change({ ...draft, [name]: checked }),
  });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      setDraft(await save.mutateAsync(draft));
      setNotice({ tone: 'success', text: t.saved });
    } catch (error) {
      setNotice({ tone: 'error', text: serverErrorText(error, t.saveFailed) });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="space-y-6">
      <fieldset>
        <legend className="text-lg font-semibold text-neutral-900">{t.channelsLegend}</legend>
        <div className="divide-y divide-neutral-200">
          <PreferenceSwitch label={t.email} hint={t.emailHint} {...channel('email')} />
          <PreferenceSwitch label={t.whatsapp} hint={phoneHint} {...channel('whatsapp')} />
          <PreferenceSwitch label={t.sms} hint={phoneHint} {...channel('sms')} />
        </div>
        {!phone && (draft.channels.whatsapp || draft.channels.sms) && (
          <Alert tone="warning">
            <p>{t.addMobileFirst}</p>
            <a href={`#${mobileNumberSectionId}`} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
              {t.addMobile}
            </a>
          </Alert>
        )}
      </fieldset>
      <fieldset>
        <legend className="text-lg font-semibold text-neutral-900">{t.kindsLegend}</legend>
        <div className="divide-y divide-neutral-200">
          <PreferenceSwitch label={t.reviewPrompts} hint={t.reviewPromptsHint} {...kind('reviewPrompts')} />
          <PreferenceSwitch label={t.marketing} hint={t.marketingHint} {...kind('marketing')} />
        </div>
      </fieldset>
      <div className="space-y-3">
        <Button type="submit" pending={save.isPending} className="w-full sm:w-auto">
          {t.save}
        </Button>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
    </form>
  );
}
