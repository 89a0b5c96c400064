import { describe, expect, it } from 'vitest';
import { nearbyQuerySchema, searchQuerySchema } from './gym-schemas.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('nearbyQuerySchema', () => {
  it('fills the defaults: radius 5, order by distance, no amenities', () => {
    expect(nearbyQuerySchema.parse({ lat: '18.5', lng: '73.8' })).toEqual({
      lat: 18.5,
      lng: 73.8,
      radius: 5,
      sortBy: 'distance',
      amenities: [],
    });
  });

  it('takes an unknown or repeated sortBy as distance', () => {
    for (const sortBy of ['closest', ['rating', 'name'], '']) {
      expect(nearbyQuerySchema.parse({ lat: '1', lng: '1', sortBy }).sortBy).toBe('distance');
    }
    expect(nearbyQuerySchema.parse({ lat: '1', lng: '1', sortBy: 'price_high' }).sortBy).toBe('price_high');
  });

  it('turns one or many amenities into a trimmed list without blanks or case-only repeats', () => {
    expect(nearbyQuerySchema.parse({ lat: '1', lng: '1', amenities: ' Wifi ' }).amenities).toEqual(['Wifi']);
    expect(nearbyQuerySchema.parse({ lat: '1', lng: '1', amenities: ['Wifi', '', 'WIFI', 'Pool'] }).amenities).toEqual([
      'Wifi',
      'Pool',
    ]);
  });

  it('trims the search text and drops it when blank', () => {
    expect(nearbyQuerySchema.parse({ lat: '1', lng: '1', search: '  gold  ' }).search).toBe('gold');
    expect(nearbyQuerySchema.parse({ lat: '1', lng: '1', search: '   ' }).search).toBeUndefined();
  });

  it('names the first problem in the contract words', () => {
    expect(firstMessage(nearbyQuerySchema.safeParse({}))).toBe('Latitude and longitude are required');
    expect(firstMessage(nearbyQuerySchema.safeParse({ lat: '1', lng: '1', radius: '51' }))).toBe('Invalid radius');
  });
});

describe('searchQuerySchema', () => {
  it('accepts coordinates with radius 10 by default, or text alone', () => {
    expect(searchQuerySchema.parse({ latitude: '12.9', longitude: '77.6' })).toEqual({
      latitude: 12.9,
      longitude: 77.6,
      radius: 10,
    });
    expect(searchQuerySchema.parse({ search: 'apex' })).toEqual({ radius: 10, search: 'apex' });
  });

  it('asks for text or coordinates when given neither, and for both coordinates when given one', () => {
    expect(firstMessage(searchQuerySchema.safeParse({}))).toBe('Provide search text or latitude and longitude');
    expect(firstMessage(searchQuerySchema.safeParse({ latitude: '12.9', search: 'x' }))).toBe(
      'Latitude and longitude are required',
    );
  });
});
