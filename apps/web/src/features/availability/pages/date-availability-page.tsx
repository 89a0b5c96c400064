import { ComingNext } from '../../../components/ui/coming-next';

export default function DateAvailabilityPage() {
  return <ComingNext title="Set Date Availability" summary="Open hourly slots on chosen dates, such as holidays or special sessions." />;
}
