import { Navigation } from 'lucide-react';
import type { Booking } from '@gymslot/shared/booking-schemas';
import { directionsUrl } from '@gymslot/shared/directions';
import { buttonClassName } from '../../../components/ui/button-styles';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { visitorAgent } from '../../../lib/visitor-agent';

const messages = i18n('bookings-directions-link', {
  getDirections: 'Get Directions',
  opensInNewTab: '(opens in a new tab)',
});

/** Opens the phone's maps with directions to the booked gym, in a new tab. */
export function DirectionsLink({ gym }: { gym: Booking['gym'] }) {
  const t = useStore(messages);
  const href = directionsUrl(
    { latitude: gym.latitude, longitude: gym.longitude, address: [gym.address, gym.city].filter(Boolean).join(', ') },
    visitorAgent(),
  );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
      <Navigation aria-hidden="true" className="size-4" />
      {t.getDirections}
      <span className="sr-only">{t.opensInNewTab}</span>
    </a>
  );
}
