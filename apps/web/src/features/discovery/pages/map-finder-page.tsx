import { ComingNext } from '../../../components/ui/coming-next';

export default function MapFinderPage() {
  return <ComingNext title="Find Gyms Near You" summary="A live map of partner gyms around you, with filters for distance, rating and amenities." />;
}
