import { divIcon } from 'leaflet';

// Drawn inline, so no marker picture is fetched from anywhere (ui.md: no third-party requests).

const gymPin =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true" focusable="false">' +
  '<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#dc2626" stroke="#7f1d1d" stroke-width="1.5"/>' +
  '<circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The person: a blue dot centred on their position, named for screen readers in the language shown. */
export function userMarkerIcon(label: string) {
  return divIcon({
    html:
      `<span role="img" aria-label="${escapeAttribute(label)}" style="display:block;width:22px;height:22px;border-radius:9999px;` +
      'background:#007aff;border:3px solid #fff;box-shadow:0 0 0 6px rgba(0,122,255,.25),0 1px 3px rgba(0,0,0,.4)"></span>',
    className: 'gymslot-user-marker',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });
}

/** A gym: a red pin whose tip marks the spot; Leaflet makes it a focusable button. */
export const gymMarkerIcon = divIcon({
  html: gymPin,
  className: 'gymslot-gym-marker rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});
