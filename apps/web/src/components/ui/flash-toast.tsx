import { CircleAlert, CircleCheck } from 'lucide-react';
import { translateServerText } from '../../i18n/server-messages';

export interface FlashToastMessage {
  tone: 'success' | 'error';
  text: string;
}

const toneStyles = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

/**
 * A short result pinned to the bottom of the screen, where a thumb-scrolled phone still shows it.
 * The live region stays mounted, so screen readers announce each new message.
 */
export function FlashToast({ message }: { message: FlashToastMessage | null }) {
  const Icon = message?.tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {message && (
        <p
          className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium shadow-lg ${toneStyles[message.tone]}`}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {translateServerText(message.text)}
        </p>
      )}
    </div>
  );
}
