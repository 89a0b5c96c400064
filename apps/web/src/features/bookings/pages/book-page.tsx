import { ComingNext } from '../../../components/ui/coming-next';

export default function BookPage() {
  return <ComingNext title="Book Your Slot" summary="Pick a date and an hourly slot, check the price per hour and continue to payment." />;
}
