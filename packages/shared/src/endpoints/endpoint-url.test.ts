import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint-url';

describe('endpointUrl', () => {
  it('fills in the path, encoded, and appends the query in order, leaving out empty values', () => {
    const url = endpointUrl({ path: '/api/gyms/city/:city' }, { city: 'Navi Mumbai' }, { b: '2', a: 1, c: '', d: null, e: undefined });
    expect(url).toBe('/api/gyms/city/Navi%20Mumbai?b=2&a=1');
  });

  it('repeats the name of a list, as the server reads one', () => {
    expect(endpointUrl({ path: '/api/gyms/nearby' }, undefined, { lat: '1', amenities: ['Showers', '', 'Hot tub'] })).toBe(
      '/api/gyms/nearby?lat=1&amenities=Showers&amenities=Hot%20tub',
    );
  });
});
