import { ComingNext } from '../../../components/ui/coming-next';

export default function AdminDashboardPage() {
  return <ComingNext title="Admin Dashboard" summary="All bookings and all registered gyms across GymSlot." />;
}
