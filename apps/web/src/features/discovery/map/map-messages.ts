import { i18n } from '../../../i18n/i18n';

/** The texts of the two map screens' shared pieces: the map itself, its legend and the note when its pictures cannot load. */
export const mapMessages = i18n('discovery-map', {
  yourLocation: 'Your location',
  loadingMap: 'Loading the map…',
  legend: 'Map legend',
  youAreHere: 'You are here',
  gyms: 'Gyms',
  tilesUnavailable: 'The map could not load (you may be offline). The gyms are listed here instead.',
});
