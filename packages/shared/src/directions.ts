// Directions to a gym, for the web app's buttons and the server's mails alike.

export interface DirectionsTarget {
  latitude?: number | null;
  longitude?: number | null;
  address: string;
}

const appleDevicePattern = /iPhone|iPad|iPod/;

/**
 * Spec §2: the device vendor's maps on iPhone and iPad, web maps elsewhere (and in a mail, whose
 * reader's device is unknown); coordinates when known, else the address.
 */
export function directionsUrl(target: DirectionsTarget, userAgent = ''): string {
  const { latitude, longitude } = target;
  const hasCoordinates = Number.isFinite(latitude) && Number.isFinite(longitude);
  const destination = hasCoordinates ? `${latitude},${longitude}` : encodeURIComponent(target.address);
  return appleDevicePattern.test(userAgent)
    ? `https://maps.apple.com/?daddr=${destination}`
    : `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}
