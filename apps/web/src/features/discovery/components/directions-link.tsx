import { Navigation } from 'lucide-react';
import { directionsUrl, type DirectionsTarget } from '@gymslot/shared/directions';
import { buttonClassName } from '../../../components/ui/button-styles';
import { i18n } from '../../../i18n/i18n';
import { useStore } from '../../../i18n/use-store';
import { visitorAgent } from '../../../lib/visitor-agent';

const messages = i18n('discovery-directions-link', {
  getDirections: 'Get Directions',
  opensInNewTab: '(opens in a new tab)',
});

/** Opens turn-by-turn directions in a new tab, in the maps app the device expects. */
export function DirectionsLink({ target }: { target: DirectionsTarget }) {
  const t = useStore(messages);
  return (
    <a
      href={directionsUrl(target, visitorAgent())}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName('secondary')}
    >
      <Navigation aria-hidden="true" className="size-4" />
      {t.getDirections}
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}
