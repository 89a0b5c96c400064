import { ComingNext } from '../../../components/ui/coming-next';

export default function LocationSearchPage() {
  return <ComingNext title="Find Gyms Near You" summary="Search by area or use your location to see gyms sorted by distance, price or name." />;
}
