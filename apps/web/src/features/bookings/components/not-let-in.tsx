import type { Booking } from '@gymslot/shared/booking-schemas';
import type { NotLetInStatus } from '@gymslot/shared/not-let-in';
import type { NotLetInSummary } from '@gymslot/shared/not-let-in-schemas';
import { istTimeOfDay } from '@gymslot/shared/time-of-day';
import { DoorClosed } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useStore } from '../../../i18n/use-store';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { canReportNotLetIn } from '../not-let-in-window';
import { notLetInMessages, type NotLetInMessages } from '../not-let-in-messages';
import { NotLetInDialog } from './not-let-in-dialog';

const tones = {
  open: 'warning',
  contested: 'warning',
  resolved: 'success',
  refunded: 'success',
  rejected: 'warning',
} as const satisfies Record<NotLetInStatus, 'warning' | 'success'>;

function stateText(report: NotLetInSummary, t: NotLetInMessages): string {
  switch (report.status) {
    case 'open':
      return t.stateOpen({ time: istTimeOfDay(new Date(report.respondBy)) });
    case 'contested':
      return t.stateContested;
    case 'resolved':
      return t.stateResolved;
    case 'refunded':
      return t.stateRefunded;
    case 'rejected':
      return t.stateRejected;
  }
}

/** Where the booking's 'not let in' report stands (§8.10), in words. */
export function NotLetInState({ report }: { report: NotLetInSummary }) {
  const t = useStore(notLetInMessages);
  return (
    <Alert tone={tones[report.status]}>
      <p className="font-semibold">{t.stateHeading}</p>
      <p>{stateText(report, t)}</p>
    </Alert>
  );
}

/**
 * 'I wasn't let in' on a paid booking (API contract §8.10): the button while a report can be made
 * (from check-in's opening until 30 minutes after the slot), its sheet, then the report's state.
 */
export function NotLetIn({ booking }: { booking: Booking }) {
  const t = useStore(notLetInMessages);
  const now = useMinuteClock();
  const [open, setOpen] = useState(false);
  // The report as the server answered it, until the booking read again carries it too.
  const [made, setMade] = useState<NotLetInSummary | null>(null);
  const stateRef = useRef<HTMLDivElement>(null);
  const report = booking.notLetIn ?? made;

  useEffect(() => {
    // After the sheet closes on a report, the focus lands on what it led to.
    if (made) stateRef.current?.focus();
  }, [made]);

  if (report) {
    return (
      <div ref={stateRef} tabIndex={-1} className="outline-none">
        <NotLetInState report={report} />
      </div>
    );
  }
  if (!canReportNotLetIn(booking, now)) return null;
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <DoorClosed aria-hidden="true" className="size-4" />
        {t.wasNotLetIn}
      </Button>
      {open && (
        <NotLetInDialog
          bookingId={booking._id}
          gymName={booking.gym.name}
          onClose={() => setOpen(false)}
          onReported={(reported) => {
            setMade(reported);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
