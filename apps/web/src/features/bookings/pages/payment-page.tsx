import { ComingNext } from '../../../components/ui/coming-next';

export default function PaymentPage() {
  return <ComingNext title="Complete Payment" summary="Pay securely online for your hour; the slot is held for you while you pay." />;
}
