import { ComingNext } from '../../../components/ui/coming-next';

export default function OwnerBookingsPage() {
  return <ComingNext title="All Your Gym Bookings" summary="Every booking at your gyms, filterable by gym, with its verification status." />;
}
