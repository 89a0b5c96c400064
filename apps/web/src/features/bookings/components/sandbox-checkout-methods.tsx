import { CreditCard, Smartphone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useStore } from '../../../i18n/use-store';
import { paymentMessages } from '../payment-messages';

export type SandboxMethod = 'card' | 'upi';

interface MethodOption {
  value: SandboxMethod;
  /** Keys of the texts in payment-messages.ts. */
  label: 'methodCard' | 'methodUpi';
  detail: 'testCard' | 'testUpi';
  Icon: LucideIcon;
}

// Razorpay's published test details, so the sheet reads like the real checkout in test mode.
const methodOptions: readonly MethodOption[] = [
  { value: 'card', label: 'methodCard', detail: 'testCard', Icon: CreditCard },
  { value: 'upi', label: 'methodUpi', detail: 'testUpi', Icon: Smartphone },
];

interface SandboxCheckoutMethodsProps {
  value: SandboxMethod;
  onChange: (method: SandboxMethod) => void;
  disabled: boolean;
}

/** The fake choice of payment method; either one pays the same way in the sandbox. */
export function SandboxCheckoutMethods({ value, onChange, disabled }: SandboxCheckoutMethodsProps) {
  const t = useStore(paymentMessages);
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-neutral-800">{t.paymentMethod}</legend>
      {methodOptions.map(({ value: optionValue, label, detail, Icon }) => (
        <label
          key={optionValue}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 px-3 py-2 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
        >
          <input
            type="radio"
            name="sandbox-method"
            value={optionValue}
            checked={value === optionValue}
            onChange={() => onChange(optionValue)}
            className="size-4 accent-accent-strong"
          />
          <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
          <span className="flex flex-col">
            <span className="font-medium text-neutral-900">{t[label]}</span>
            <span className="text-sm text-neutral-600">{t[detail]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
