import { ComingNext } from '../../../components/ui/coming-next';

export default function NearbyMapPage() {
  return <ComingNext title="Nearby Gyms" summary="A map of the partner gyms closest to where you are right now." />;
}
