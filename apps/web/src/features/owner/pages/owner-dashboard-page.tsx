import { ComingNext } from '../../../components/ui/coming-next';

export default function OwnerDashboardPage() {
  return <ComingNext title="Your Gym's Dashboard" summary="Bookings, revenue and photos for each of your gyms at a glance." />;
}
