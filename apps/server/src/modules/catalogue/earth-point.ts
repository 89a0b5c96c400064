// earthdistance's sphere (the extension that migration 0030's point and distance come from),
// worked out in the process exactly as PostgreSQL works it: the same operations in the same order
// on the same doubles, so a distance found in memory equals the database's (decision 075).

/** earth(): the sphere's radius in metres. */
const EARTH_RADIUS = 6378168;

/** radians(): PostgreSQL multiplies by this double. */
const RADIANS_PER_DEGREE = Math.PI / 180;

/** A point on the sphere as a cube's three coordinates. */
export interface EarthPoint {
  x: number;
  y: number;
  z: number;
}

/** gymslot_earth_point() (migration 0030): ll_to_earth() as a plain cube. */
export function earthPoint(latitude: number, longitude: number): EarthPoint {
  const lat = latitude * RADIANS_PER_DEGREE;
  const lng = longitude * RADIANS_PER_DEGREE;
  return {
    x: EARTH_RADIUS * Math.cos(lat) * Math.cos(lng),
    y: EARTH_RADIUS * Math.cos(lat) * Math.sin(lng),
    z: EARTH_RADIUS * Math.sin(lat),
  };
}

/** gc_to_sec(): the straight-line distance between two points a great-circle distance apart. */
export function chordOf(metres: number): number {
  if (metres < 0) return 0;
  if (metres / EARTH_RADIUS > Math.PI) return 2 * EARTH_RADIUS;
  return 2 * EARTH_RADIUS * Math.sin(metres / (2 * EARTH_RADIUS));
}

/** sec_to_gc(cube_distance(a, b)): the great-circle distance in metres. */
export function greatCircleMetres(a: EarthPoint, bx: number, by: number, bz: number): number {
  const dx = Math.abs(a.x - bx);
  const dy = Math.abs(a.y - by);
  const dz = Math.abs(a.z - bz);
  const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
  if (chord / (2 * EARTH_RADIUS) > 1) return Math.PI * EARTH_RADIUS;
  return 2 * EARTH_RADIUS * Math.asin(chord / (2 * EARTH_RADIUS));
}
