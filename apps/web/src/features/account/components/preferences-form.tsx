import type { MessagePreferences } from '@gymslot/shared/preference-schemas';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { useSavePreferencesMutation } from '../api/save-preferences';
import { PreferenceSwitch } from './preference-switch';
import { serverErrorText } from '../../../i18n/server-messages';

const messages = i18n('account-preferences-form', {
  channelsLegend: 'Where we reach you',
  email: 'E-mail',
  emailHint: 'When off, we only e-mail you about your bookings and your account.',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  // Accounts have no phone number yet (§8.9 adds it): the switch is kept, and says what it waits for.
  needsMobile: 'Needs a mobile number on your account, which you can add here soon.',
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
          <PreferenceSwitch label={t.whatsapp} hint={t.needsMobile} {...channel('whatsapp')} />
          <PreferenceSwitch label={t.sms} hint={t.needsMobile} {...channel('sms')} />
        </div>
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
