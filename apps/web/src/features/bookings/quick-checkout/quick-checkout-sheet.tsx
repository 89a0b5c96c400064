import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import { SLOT_FULL_MESSAGE, UNPAID_HOLDS_MESSAGE } from '@gymslot/shared/booking-rules';
import type { Booking, InitiateBookingReply } from '@gymslot/shared/booking-schemas';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { formatRupees } from '@gymslot/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { serverErrorText } from '../../../i18n/server-messages';
import { useStore } from '../../../i18n/use-store';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { formatCalendarDate } from '../../../lib/date-formatters';
import { formatPricePerHour } from '../../../lib/formatters';
import { gymSlotsQueryOptions } from '../../discovery/api/get-gym-slots';
import { bookingOfSlotTaken, useInitiateBookingMutation } from '../api/initiate-booking';
import { bookingMessages } from '../booking-messages';
import { CancellationPolicy } from '../components/cancellation-policy';
import { ExistingBookingNotice } from '../components/existing-booking-notice';
import { JoinWaitlistOffer } from '../components/join-waitlist-offer';
import { SandboxCheckoutDialog } from '../components/sandbox-checkout-dialog';
import { paymentSessionOf } from '../navigation-state';
import { HeldSlotCheckout } from './held-slot-checkout';
import { quickCheckoutMessages } from './quick-checkout-messages';

interface QuickCheckoutSheetProps {
  gym: Pick<PublicGym, '_id' | 'name'>;
  /** YYYY-MM-DD, IST. */
  date: string;
  /** The slot as the gym page listed it, with its own price (§8.7 bands). */
  slot: SlotDetail;
  onClose: () => void;
}

/** Why B1 refused, and what the sheet offers instead. */
type Refusal =
  | { kind: 'message'; text: string; tooManyHolds: boolean; slotFull: boolean }
  | { kind: 'yours'; booking: Booking; receivedAt: number };

/**
 * API contract §8.13: a slot's price and cancellation rule with one Pay, which holds the slot (B1)
 * and opens the checkout at once. A bottom sheet on a phone, a dialog on a laptop.
 */
export function QuickCheckoutSheet({ gym, date, slot, onClose }: QuickCheckoutSheetProps) {
  const t = useStore(quickCheckoutMessages);
  const spec = useStore(bookingMessages);
  const titleId = useId();
  const { markLoggedOut } = useAuth();
  const queryClient = useQueryClient();
  const initiate = useInitiateBookingMutation();
  const [hold, setHold] = useState<InitiateBookingReply | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Set before the request leaves: a second tap in the same instant finds it and makes no second hold.
  const holding = useRef(false);
  const slotBody = { gymId: gym._id, bookingDate: date, timeSlot: slot.time };
  const session = hold && paymentSessionOf(hold.booking);

  function holdSlot() {
    if (holding.current) return;
    holding.current = true;
    setRefusal(null);
    initiate.mutate(slotBody, {
      onSuccess: setHold,
      onError: (error) => {
        holding.current = false;
        // A session that ended meanwhile: the page's guard sends the person to log in, and back to this slot after.
        if (error instanceof ApiError && error.status === 401) return markLoggedOut();
        const yours = bookingOfSlotTaken(error);
        if (yours) return setRefusal({ kind: 'yours', booking: yours, receivedAt: Date.now() });
        // Told by the server's own words, whatever language the shown message is in.
        const said = error instanceof ApiError ? error.serverMessage : undefined;
        const slotFull = error instanceof ApiError && error.status === 409 && said === SLOT_FULL_MESSAGE;
        setRefusal({ kind: 'message', text: serverErrorText(error, spec.initiateFailed), tooManyHolds: said === UNPAID_HOLDS_MESSAGE, slotFull });
        // The gym page's list then shows the slot as full, with its waitlist.
        if (slotFull) void queryClient.invalidateQueries({ queryKey: gymSlotsQueryOptions(gym._id, date).queryKey });
      },
    });
  }

  return (
    <SandboxCheckoutDialog labelledBy={titleId} onDismiss={onClose} paused={checkoutOpen}>
      <div className="space-y-4 p-5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-xl font-bold">
              {gym.name}
            </h2>
            <p className="text-neutral-800">
              {formatCalendarDate(date)}, {slot.time}
            </p>
          </div>
          <button
            type="button"
            aria-label={t.close}
            onClick={onClose}
            className="-mr-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <p className="flex items-baseline justify-between gap-3 border-y border-neutral-200 py-3">
          <span className="text-neutral-700">{t.priceLabel}</span>
          <span className="text-lg font-bold">{formatPricePerHour(slot.pricePerHour)}</span>
        </p>
        <CancellationPolicy />
        {refusal?.kind === 'yours' && <ExistingBookingNotice booking={refusal.booking} receivedAt={refusal.receivedAt} />}
        {refusal?.kind === 'message' && (
          <>
            <Alert tone="error">{refusal.text}</Alert>
            {refusal.slotFull && <JoinWaitlistOffer slot={slotBody} />}
            {refusal.tooManyHolds && (
              <p>
                <TextLink to={paths.myBookings.getHref()}>{t.goToMyBookings}</TextLink>
              </p>
            )}
          </>
        )}
        {hold && session ? (
          <HeldSlotCheckout bookingId={hold.bookingId} session={session} onCheckoutOpen={setCheckoutOpen} />
        ) : (
          refusal?.kind !== 'yours' &&
          !(refusal?.kind === 'message' && refusal.slotFull) && (
            <Button className="w-full" pending={initiate.isPending || hold !== null} onClick={holdSlot}>
              {t.pay({ amount: formatRupees(slot.pricePerHour) })}
            </Button>
          )
        )}
        {hold === null && (
          <p className="text-center text-sm">
            <TextLink to={paths.book.getHref(gym._id, { date, time: slot.time })}>{t.otherTime}</TextLink>
          </p>
        )}
      </div>
    </SandboxCheckoutDialog>
  );
}
