import { addStaffBodySchema, type AddStaffBody, type StaffMember } from '@gymslot/shared/staff-schemas';
import { findServerText, type ServerTextCode } from '@gymslot/shared/server-texts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { serverErrorText, translateServerText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useAddGymStaffMutation } from '../api/gym-staff';
import { gymStaffMessages } from '../staff-messages';

type ContactKind = 'email' | 'phone';
type Field = 'contact' | 'name';
type FieldErrors = Partial<Record<Field, string>>;

/** The texts that belong under the name field; every other field problem is the contact's. */
const NAME_TEXTS: ReadonlySet<ServerTextCode> = new Set(['staffNameNeeded', 'staffNameTooLong', 'nameRule']);

/** Each problem under its field, in the language shown. */
function fieldErrorsOf(problems: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const code = findServerText(problem)?.code;
    const field: Field = code !== undefined && NAME_TEXTS.has(code) ? 'name' : 'contact';
    errors[field] ??= translateServerText(problem);
  }
  return errors;
}

/** §8.12: adds a person to the gym's front desk by e-mail address or mobile number, checked here first with the server's own rules. */
export function AddStaffForm({ gymId, onAdded }: { gymId: string; onAdded: (member: StaffMember) => void }) {
  const t = useStore(gymStaffMessages);
  const add = useAddGymStaffMutation(gymId);
  const [kind, setKind] = useState<ContactKind>('email');
  const [contact, setContact] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const body: AddStaffBody = { [kind]: contact, ...(name.trim() === '' ? {} : { name }) };
    const checked = addStaffBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues.map((issue) => issue.message)));
      return;
    }
    setErrors({});
    add.mutate(body, {
      onSuccess: (member) => {
        setContact('');
        setName('');
        onAdded(member);
      },
      onError: (error) => {
        const problems = error instanceof ApiError ? error.fieldErrors : [];
        if (problems.length > 0) setErrors(fieldErrorsOf(problems));
        else setFailure(serverErrorText(error, t.addFailed));
      },
    });
  }

  const kinds: { value: ContactKind; label: string }[] = [
    { value: 'email', label: t.byEmail },
    { value: 'phone', label: t.byPhone },
  ];
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-4">
      <h2 className="text-xl font-bold">{t.addHeading}</h2>
      <div role="group" aria-label={t.by} className="flex flex-wrap gap-2">
        {kinds.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={kind === option.value}
            onClick={() => {
              setKind(option.value);
              setContact('');
              setErrors({});
            }}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              kind === option.value ? 'border-accent-strong bg-accent-strong text-white' : 'border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {kind === 'email' ? (
        <TextField label={t.email} type="email" autoComplete="off" maxLength={254} value={contact} onChange={(event) => setContact(event.target.value)} error={errors.contact} />
      ) : (
        <div className="space-y-1">
          <TextField label={t.phone} type="tel" inputMode="tel" autoComplete="off" maxLength={32} value={contact} onChange={(event) => setContact(event.target.value)} error={errors.contact} />
          <p className="text-sm text-neutral-700">{t.phoneHint}</p>
        </div>
      )}
      <div className="space-y-1">
        <TextField label={t.name} autoComplete="off" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <p className="text-sm text-neutral-700">{t.nameHint}</p>
      </div>
      {failure && <Alert tone="error">{translateServerText(failure)}</Alert>}
      <Button type="submit" pending={add.isPending} className="w-full sm:w-auto">
        {t.add}
      </Button>
    </form>
  );
}
