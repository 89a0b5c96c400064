import { ComingNext } from '../../../components/ui/coming-next';

export default function ConfirmationPage() {
  return <ComingNext title="Booking Confirmation" summary="Your booking details and the one-time code (OTP) to show at the gym." />;
}
