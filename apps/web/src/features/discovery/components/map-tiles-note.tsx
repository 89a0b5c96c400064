import { Alert } from '../../../components/ui/alert';

/** Said when the map's pictures cannot load: the pins still work, and the same gyms are listed as text. */
export function MapTilesNote() {
  return <Alert tone="warning">The map could not load (you may be offline). The gyms are listed here instead.</Alert>;
}
