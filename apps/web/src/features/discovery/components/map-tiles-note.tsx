import { Alert } from '../../../components/ui/alert';
import { useStore } from '../../../i18n/use-store';
import { mapMessages } from '../map/map-messages';

/** Said when the map's pictures cannot load: the pins still work, and the same gyms are listed as text. */
export function MapTilesNote() {
  const t = useStore(mapMessages);
  return <Alert tone="warning">{t.tilesUnavailable}</Alert>;
}
