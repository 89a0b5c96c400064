import { ComingNext } from '../../../components/ui/coming-next';

export default function GymDetailsPage() {
  return <ComingNext title="Gym Details" summary="Photos, amenities, directions and open slots for this gym, bookable by the hour." />;
}
