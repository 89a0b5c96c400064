import { ComingNext } from '../../../components/ui/coming-next';

export default function CitiesPage() {
  return <ComingNext title="All Available Cities" summary="Every Indian city where you can book a verified GymSlot gym." />;
}
