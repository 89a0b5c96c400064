import { Navigation } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { directionsUrl } from '@gymslot/shared/directions';
import { buttonClassName } from '../../../components/ui/button-styles';

/** Opens the phone's maps with directions to the booked gym, in a new tab. */
export function DirectionsLink({ gym }: { gym: Booking['gym'] }) {
  const href = directionsUrl(
    { latitude: gym.latitude, longitude: gym.longitude, address: [gym.address, gym.city].filter(Boolean).join(', ') },
    navigator.userAgent,
  );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
      <Navigation aria-hidden="true" className="size-4" />
      Get Directions
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
