import { ComingNext } from '../../../components/ui/coming-next';

export default function MyBookingsPage() {
  return <ComingNext title="My Bookings" summary="Your bookings, their OTPs and directions to each gym, all in one place." />;
}
