import { describe, expect, it } from 'vitest';
import { contentSecurityPolicies, tileSource } from './content-security-policy.js';

const sandbox = { keyId: undefined, keySecret: undefined, webhookSecret: undefined, apiUrl: 'https://api.razorpay.com' };

describe('tileSource', () => {
  it('turns a MAP_TILE_URL template into the CSP source that covers its tiles', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    // A placeholder inside a host label cannot be a CSP host source; the scheme is the most we can pin.
    expect(tileSource('https://tiles-{s}.example.net/{z}/{x}/{y}.png')).toBe('https:');
  });
});

describe('contentSecurityPolicies', () => {
  it('names no Razorpay host in sandbox mode', () => {
    const { document } = contentSecurityPolicies({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', razorpay: sandbox, mediaPublicUrl: 'http://localhost:3000/media' });
    expect(document).not.toContain('razorpay');
    expect(document).toContain("frame-src 'none'");
  });
});
