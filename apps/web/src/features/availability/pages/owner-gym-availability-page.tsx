import { ComingNext } from '../../../components/ui/coming-next';

export default function OwnerGymAvailabilityPage() {
  return <ComingNext title="All Availability" summary="Every date you have opened for booking at this gym, with its hourly slots." />;
}
