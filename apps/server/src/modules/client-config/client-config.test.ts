import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

describe('GET /api/config', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png' });
  });
  afterAll(() => testApp.close());

  it('gives the web app the configured map tile URL', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png' });
  });

  it('names the grievance officer (§8.11) for the /grievance page', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ grievanceOfficer: { name: 'Grievance Officer, GymSlot', email: 'grievance@gymslot.local' } });
  });
});
