// The same arithmetic as PostgreSQL's earthdistance extension (ll_to_earth, earth_distance), which
// answered distance searches before the catalogue moved into memory: a sphere of radius earth()
// metres, straight-line distance between the two points, turned into the great-circle distance.

/** earthdistance's earth(): metres. */
export const EARTH_RADIUS_METERS = 6378168;

/** ll_to_earth: a point on the sphere, in metres from its centre. */
export interface EarthPoint {
  x: number;
  y: number;
  z: number;
}

const RADIANS_PER_DEGREE = Math.PI / 180;

export function toEarthPoint(latitude: number, longitude: number): EarthPoint {
  const lat = latitude * RADIANS_PER_DEGREE;
  const lng = longitude * RADIANS_PER_DEGREE;
  return {
    x: EARTH_RADIUS_METERS * Math.cos(lat) * Math.cos(lng),
    y: EARTH_RADIUS_METERS * Math.cos(lat) * Math.sin(lng),
    z: EARTH_RADIUS_METERS * Math.sin(lat),
  };
}

/** earth_distance: metres along the surface. */
export function earthDistanceMeters(a: EarthPoint, b: EarthPoint): number {
  const chord = Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2);
  const halfAngleSine = chord / (2 * EARTH_RADIUS_METERS);
  if (halfAngleSine > 1) return Math.PI * EARTH_RADIUS_METERS;
  return 2 * EARTH_RADIUS_METERS * Math.asin(halfAngleSine);
}
