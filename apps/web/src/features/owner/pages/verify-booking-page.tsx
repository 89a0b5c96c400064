import { ComingNext } from '../../../components/ui/coming-next';

export default function VerifyBookingPage() {
  return <ComingNext title="Verify Booking" summary="Enter the 6-digit OTP a customer shows at the front desk to check them in." />;
}
