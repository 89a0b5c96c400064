import { useEffect, useEffectEvent, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface SandboxCheckoutDialogProps {
  labelledBy: string;
  /** Escape, a click on the backdrop, or the sheet's own close button. */
  onDismiss: () => void;
  /** True while another dialog opened from this one is on top: that one takes the keys (§8.13's quick checkout under the checkout). */
  paused?: boolean;
  children: ReactNode;
}

/**
 * The modal frame of the sandbox checkout: a bottom sheet on phones, a centred card on wider
 * screens. Focus moves in on open, stays inside while open and goes back to Pay on close.
 */
export function SandboxCheckoutDialog({ labelledBy, onDismiss, paused = false, children }: SandboxCheckoutDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  // Listening on the document, not the panel: a button that turns busy drops focus to <body>,
  // and Escape and Tab must still work then.
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (paused) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    const outside = !(active instanceof Node && panelRef.current?.contains(active));
    if (event.shiftKey ? outside || active === first : outside || active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const listener = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('keydown', listener);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', listener);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-neutral-950/60 sm:items-center sm:p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        className="max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:max-w-sm sm:rounded-2xl"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
