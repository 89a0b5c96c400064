import { ComingNext } from '../../../components/ui/coming-next';

export default function ExplorePage() {
  return <ComingNext title="Find Your Gym" summary="Browse partner gyms city by city, search by name and compare prices per hour." />;
}
