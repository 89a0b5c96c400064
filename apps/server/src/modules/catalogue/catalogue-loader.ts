import type { Database } from '../../db/client.js';
import { groupImageFiles, toPublicGym } from '../gyms/gym-mapper.js';
import * as gymStatsRepository from '../gyms/gym-stats.repository.js';
import * as gymsRepository from '../gyms/gyms.repository.js';
import { toCatalogueGym } from './catalogue-gym.js';
import { buildCatalogueSnapshot, type CatalogueSnapshot } from './catalogue-snapshot.js';
import { readCatalogueVersion } from './catalogue-version.repository.js';

/**
 * Reads the whole public catalogue in one repeatable-read transaction, so the gyms, their images,
 * the city and amenity figures and the version number all describe the same moment.
 */
export async function loadCatalogue(db: Database): Promise<CatalogueSnapshot> {
  const parts = await db.transaction(
    async (tx) => {
      const version = await readCatalogueVersion(tx);
      const rows = await gymsRepository.findAllPublic(tx);
      const files = groupImageFiles(await gymsRepository.findImageFilesOfPublicGyms(tx));
      const cities = await gymStatsRepository.findPublicCitySummaries(tx);
      const amenities = await gymStatsRepository.findPublicAmenityCounts(tx);
      return { version, rows, files, cities, amenities };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return buildCatalogueSnapshot({
    version: BigInt(parts.version),
    newest: parts.rows.map((row) => toCatalogueGym(row, toPublicGym(row, parts.files.get(row.id) ?? []))),
    cities: parts.cities,
    amenities: parts.amenities,
  });
}
