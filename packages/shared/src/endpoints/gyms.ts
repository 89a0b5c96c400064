import { endpoint } from './endpoint';
import type { contracts } from './gyms.contracts';

// Where each call of gyms.contracts.ts is made: all the web downloads of them (decision 053).

type Contracts = typeof contracts;

// The fixed names are static segments, which Fastify's router always tries before `/:id`.
export const getCityStats = endpoint<Contracts['getCityStats']>({ method: 'GET', path: '/api/gyms/city-stats' });
export const listPublicGyms = endpoint<Contracts['listPublicGyms']>({ method: 'GET', path: '/api/gyms/all-public' });
export const listCityNames = endpoint<Contracts['listCityNames']>({ method: 'GET', path: '/api/gyms/cities' });
export const listCityGyms = endpoint<Contracts['listCityGyms']>({ method: 'GET', path: '/api/gyms/city/:city' });
export const listAmenities = endpoint<Contracts['listAmenities']>({ method: 'GET', path: '/api/gyms/amenities' });
export const listNearbyGyms = endpoint<Contracts['listNearbyGyms']>({ method: 'GET', path: '/api/gyms/nearby' });
export const searchGyms = endpoint<Contracts['searchGyms']>({ method: 'GET', path: '/api/gyms/search' });
export const getGymDetails = endpoint<Contracts['getGymDetails']>({ method: 'GET', path: '/api/gyms/details/:id' });
export const getGym = endpoint<Contracts['getGym']>({ method: 'GET', path: '/api/gyms/:id' });
export const listMyGyms = endpoint<Contracts['listMyGyms']>({ method: 'GET', path: '/api/gyms/my-gyms' });
export const listAllGyms = endpoint<Contracts['listAllGyms']>({ method: 'GET', path: '/api/gyms/all-gyms' });
export const removeGymImage = endpoint<Contracts['removeGymImage']>({ method: 'PATCH', path: '/api/gyms/:id/delete-image' });
export const updateGym = endpoint<Contracts['updateGym']>({ method: 'PATCH', path: '/api/gyms/:id' });
export const createGym = endpoint<Contracts['createGym']>({ method: 'POST', path: '/api/gyms/add', status: 201 });
export const uploadGymImages = endpoint<Contracts['uploadGymImages']>({ method: 'PATCH', path: '/api/gyms/:id/add-images' });
