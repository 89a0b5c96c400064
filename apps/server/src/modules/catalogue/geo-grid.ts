import { EARTH_RADIUS_METERS } from './earth-distance.js';

// Gyms bucketed into cells of half a degree, so a radius search looks at the few cells around its
// point instead of every gym. The cells only narrow the candidates; the caller measures each one.

const CELL_DEGREES = 0.5;
const LATITUDE_CELLS = 180 / CELL_DEGREES;
const LONGITUDE_CELLS = 360 / CELL_DEGREES;
const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;
/** Keeps cell edges on the safe side of rounding: a cell too many costs little, one too few loses gyms. */
const MARGIN = 1.01;

export interface Located {
  latitude: number;
  longitude: number;
}

export interface GeoGrid<T extends Located> {
  /** Every item in the cells that a circle of `radiusMeters` around the point touches. */
  around(latitude: number, longitude: number, radiusMeters: number): T[];
  /** A new grid without `removed` (the same objects) and with `added`; only the cells they touch are copied. */
  withChanges(removed: readonly T[], added: readonly T[]): GeoGrid<T>;
}

function latitudeCell(latitude: number): number {
  return Math.min(LATITUDE_CELLS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
}

function longitudeCell(longitude: number): number {
  const cell = Math.floor((longitude + 180) / CELL_DEGREES) % LONGITUDE_CELLS;
  return cell < 0 ? cell + LONGITUDE_CELLS : cell;
}

function cellOf(item: Located): number {
  return latitudeCell(item.latitude) * LONGITUDE_CELLS + longitudeCell(item.longitude);
}

export function buildGeoGrid<T extends Located>(items: readonly T[]): GeoGrid<T> {
  return gridOf(new Map<number, readonly T[]>()).withChanges([], items);
}

function gridOf<T extends Located>(cells: ReadonlyMap<number, readonly T[]>): GeoGrid<T> {
  return {
    withChanges(removed, added) {
      const next = new Map(cells);
      const copied = new Map<number, T[]>();
      const cellToChange = (key: number): T[] => {
        let cell = copied.get(key);
        if (cell === undefined) {
          cell = [...(next.get(key) ?? [])];
          copied.set(key, cell);
          next.set(key, cell);
        }
        return cell;
      };
      for (const item of removed) {
        const cell = cellToChange(cellOf(item));
        const index = cell.indexOf(item);
        if (index >= 0) cell.splice(index, 1);
      }
      for (const item of added) cellToChange(cellOf(item)).push(item);
      for (const [key, cell] of copied) if (cell.length === 0) next.delete(key);
      return gridOf(next);
    },

    around(latitude, longitude, radiusMeters) {
      const latitudeSpan = (radiusMeters / METERS_PER_DEGREE) * MARGIN;
      const farthestFromEquator = Math.min(90, Math.abs(latitude) + latitudeSpan);
      const cosine = Math.cos((farthestFromEquator * Math.PI) / 180);
      const longitudeSpan = cosine > 1e-6 ? latitudeSpan / cosine : 360;
      const firstRow = latitudeCell(latitude - latitudeSpan);
      const lastRow = latitudeCell(latitude + latitudeSpan);
      const columns: number[] = [];
      if (longitudeSpan >= 180) {
        for (let column = 0; column < LONGITUDE_CELLS; column += 1) columns.push(column);
      } else {
        const first = Math.floor((longitude - longitudeSpan + 180) / CELL_DEGREES);
        const last = Math.floor((longitude + longitudeSpan + 180) / CELL_DEGREES);
        for (let column = first; column <= last && columns.length < LONGITUDE_CELLS; column += 1) {
          columns.push(((column % LONGITUDE_CELLS) + LONGITUDE_CELLS) % LONGITUDE_CELLS);
        }
      }
      const found: T[] = [];
      for (let row = firstRow; row <= lastRow; row += 1) {
        for (const column of columns) {
          const cell = cells.get(row * LONGITUDE_CELLS + column);
          if (cell) for (const item of cell) found.push(item);
        }
      }
      return found;
    },
  };
}
