import { ComingNext } from '../../../components/ui/coming-next';

export default function RecurringAvailabilityPage() {
  return <ComingNext title="Set Days Availability" summary="Set the hours your gym is open for bookings on each day of the week." />;
}
