import { ComingNext } from '../../../components/ui/coming-next';

export default function AddGymPage() {
  return <ComingNext title="Add Gym" summary="Register a new partner gym with its owner, address, price per hour and photos." />;
}
