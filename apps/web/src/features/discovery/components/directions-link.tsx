import { Navigation } from 'lucide-react';
import { directionsUrl, type DirectionsTarget } from '@gymslot/shared/directions';
import { buttonClassName } from '../../../components/ui/button-styles';

/** Opens turn-by-turn directions in a new tab, in the maps app the device expects. */
export function DirectionsLink({ target }: { target: DirectionsTarget }) {
  return (
    <a
      href={directionsUrl(target, navigator.userAgent)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName('secondary')}
    >
      <Navigation aria-hidden="true" className="size-4" />
      Get Directions
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
