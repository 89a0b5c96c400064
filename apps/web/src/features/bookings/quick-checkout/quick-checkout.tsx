import type { SlotDetail } from '@gymslot/shared/availability-schemas';
import { istDate } from '@gymslot/shared/ist-time';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { useAuth } from '../../../lib/auth-context';
import { useGymQuery } from '../../discovery/api/get-gym';
import { useGymSlotsQuery } from '../../discovery/api/get-gym-slots';
import { QuickCheckoutSheet } from './quick-checkout-sheet';

/** The gym page's query naming the chosen slot, as the book screen's link does (`?date=…&time=…`). */
const TIME_PARAM = 'time';

/**
 * Shown over the gym page (docs/decisions/066-quick-checkout.md): the slot in `?time=` (on `?date=`,
 * else today in IST) opens its quick checkout for a member (role `user`). A tap on a slot puts it
 * there, and so does a link back from log-in, so the person returns to the slot they chose.
 */
export default function QuickCheckout() {
  const { id, city } = useParams();
  const gymId = id ?? city ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const time = searchParams.get(TIME_PARAM);
  const date = searchParams.get('date') ?? istDate(new Date());
  const { user } = useAuth();
  const asked = user?.role === 'user' && time !== null;
  const gym = useGymQuery(gymId, { enabled: asked });
  const slots = useGymSlotsQuery(gymId, asked ? date : null);
  const found = asked ? slots.data?.find((listed) => listed.time === time && !listed.full) : undefined;

  // Kept once shown: the list may refresh under the sheet (the hold itself takes a place).
  const key = `${gymId} ${date} ${time ?? ''}`;
  const [kept, setKept] = useState<{ key: string; slot: SlotDetail } | null>(null);
  if (found && kept?.key !== key) setKept({ key, slot: found });
  const slot = asked && kept?.key === key ? kept.slot : undefined;

  // Closed, the focus goes back to the slot the sheet was for (when nothing else took it).
  const closedTime = useRef<string | null>(null);
  useEffect(() => {
    if (slot !== undefined || closedTime.current === null) return;
    const shownFor = closedTime.current;
    closedTime.current = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    [...document.querySelectorAll<HTMLElement>('[data-slot-time]')].find((element) => element.dataset.slotTime === shownFor)?.focus();
  }, [slot]);

  function close() {
    closedTime.current = time;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TIME_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  if (slot === undefined || gym.data === undefined) return null;
  return <QuickCheckoutSheet key={key} gym={gym.data} date={date} slot={slot} onClose={close} />;
}
