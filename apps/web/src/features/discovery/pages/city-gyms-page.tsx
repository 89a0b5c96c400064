import { useParams } from 'react-router';
import { ComingNext } from '../../../components/ui/coming-next';

export default function CityGymsPage() {
  const { city = '' } = useParams();
  return (
    <ComingNext
      title={`Gyms in ${city}`}
      summary="Compare verified gyms in this city, with photos, address and price per hour."
    />
  );
}
