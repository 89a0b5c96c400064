import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it('matches a static path exactly', () => {
    expect(matchPath('/aboutus', '/aboutus')).toEqual({});
    expect(matchPath('/aboutus', '/about')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/explore')).toBeNull();
  });

  it('reads named params, decoded', () => {
    expect(matchPath('/gym/:id', '/gym/6650f1c2a9b3e4d5f6a7b8c9')).toEqual({ id: '6650f1c2a9b3e4d5f6a7b8c9' });
    expect(matchPath('/gyms/:city', '/gyms/New%20Delhi')).toEqual({ city: 'New Delhi' });
    expect(matchPath('/owner/gym/:gymId/all-availability', '/owner/gym/g1/all-availability')).toEqual({ gymId: 'g1' });
  });

  it('needs every segment: no more, no fewer', () => {
    expect(matchPath('/gym/:id', '/gym')).toBeNull();
    expect(matchPath('/gym/:id', '/gym/')).toBeNull();
    expect(matchPath('/gym/:id', '/gym/a/b')).toBeNull();
    expect(matchPath('/verify-email', '/verify-email/token')).toBeNull();
  });

  it('ignores letter case and a trailing slash', () => {
    expect(matchPath('/aboutus', '/AboutUs')).toEqual({});
    expect(matchPath('/aboutus', '/aboutus/')).toEqual({});
    expect(matchPath('/gyms/:city', '/GYMS/Pune')).toEqual({ city: 'Pune' });
  });

  it('keeps a badly encoded segment as it came', () => {
    expect(matchPath('/gyms/:city', '/gyms/100%')).toEqual({ city: '100%' });
  });

  it("matches anything with '*'", () => {
    expect(matchPath('*', '/no/such/page')).toEqual({});
  });
});
