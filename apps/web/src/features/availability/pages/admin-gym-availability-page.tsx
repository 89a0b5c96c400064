import { ComingNext } from '../../../components/ui/coming-next';

export default function AdminGymAvailabilityPage() {
  return <ComingNext title="Gym Availability" summary="Date-specific and weekly availability of any partner gym." />;
}
