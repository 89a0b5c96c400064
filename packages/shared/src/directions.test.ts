import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions.js';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('directionsUrl', () => {
  const gym = { latitude: 19.1409, longitude: 72.8265, address: 'Shop 4, Andheri West, Mumbai' };

  it('opens Apple Maps on an iPhone or iPad', () => {
    expect(directionsUrl(gym, iPhone)).toBe('https://maps.apple.com/?daddr=19.1409,72.8265');
    expect(directionsUrl(gym, 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toMatch(/^https:\/\/maps\.apple\.com\//);
  });

  it('opens Google Maps directions elsewhere', () => {
    expect(directionsUrl(gym, android)).toBe('https://www.google.com/maps/dir/?api=1&destination=19.1409,72.8265');
  });

  it('opens Google Maps directions when the device is unknown (a mail)', () => {
    expect(directionsUrl(gym)).toBe('https://www.google.com/maps/dir/?api=1&destination=19.1409,72.8265');
  });

  it('falls back to the address when there are no coordinates', () => {
    expect(directionsUrl({ address: 'Shop 4, Andheri West, Mumbai', latitude: null, longitude: null }, android)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Shop%204%2C%20Andheri%20West%2C%20Mumbai',
    );
  });
});
