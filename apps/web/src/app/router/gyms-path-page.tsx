import { useParams } from 'wouter';
import { CityGymsPage, GymDetailsPage } from './data-pages';

const gymIdPattern = /^[0-9a-f]{24}$/i;

/** /gyms/{x} is a city listing, unless x is a gym id: then it is that gym's details (spec §2). */
export function GymsPathPage() {
  const { city = '' } = useParams();
  return gymIdPattern.test(city) ? <GymDetailsPage /> : <CityGymsPage />;
}
