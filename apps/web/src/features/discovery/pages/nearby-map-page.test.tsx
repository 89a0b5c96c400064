import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createNearbyGym, nearbyReply } from '../../../test/discovery-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { mockGeolocation } from '../../../test/mock-geolocation';
import { renderApp } from '../../../test/render-app';
import type { GymMapProps } from '../map/gym-map';

vi.mock('../map/gym-map', () => ({
  GymMap: ({ label, center, showUserMarker }: GymMapProps) => (
    <div role="region" aria-label={label} data-center={`${center.latitude},${center.longitude}`} data-you={showUserMarker} />
  ),
}));

const nearbyApi: MockRoutes = {
  ...checkStatusAs(createUser()),
  'GET /api/gyms/nearby': nearbyReply([createNearbyGym({ _id: '6650f1c2a9b3e4d5f6a70009', name: 'Connaught Place Gym', distance: 2.5 })]),
  'GET /api/config': reply(200, { success: true, mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png', mapAttribution: 'tiles' }),
};

describe('second map view', () => {
  it('lists the gyms near the person, asking the server with only the point and the radius', async () => {
    mockGeolocation({ latitude: 28.63, longitude: 77.22 });
    const fetchMock = mockApi(nearbyApi);
    const { user } = renderApp('/nearby');

    expect(await screen.findByText('Found 1 gym within 5 km')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nearby Gyms', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Connaught Place Gym/ })).toHaveAttribute('href', '/gym/6650f1c2a9b3e4d5f6a70009');
    expect(queriesTo(fetchMock, '/api/gyms/nearby')[0]?.toString()).toBe('lat=28.63&lng=77.22&radius=5');
    // The map loads apart from the page; the test ends only once it has (nothing left importing).
    expect(await screen.findByRole('region', { name: 'Map of nearby gyms' })).toHaveAttribute('data-center', '28.63,77.22');
    expect(screen.getByRole('region', { name: 'Map of nearby gyms' })).toHaveAttribute('data-you', 'true');

    await user.selectOptions(screen.getByLabelText('Radius'), '20 km');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/gyms/nearby').at(-1)?.toString()).toBe('lat=28.63&lng=77.22&radius=20'));
  });

  it("falls back to central Delhi with 'Location access denied.'", async () => {
    mockGeolocation({ errorCode: 1 });
    const fetchMock = mockApi(nearbyApi);
    renderApp('/nearby');

    expect(await screen.findByText('Location access denied.')).toBeInTheDocument();
    expect(screen.getByText(/Your location is off, so the map shows Delhi and no ‘You are here’ marker/)).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Map of nearby gyms' });
    expect(map).toHaveAttribute('data-center', '28.61,77.21');
    expect(map).toHaveAttribute('data-you', 'false');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/gyms/nearby')[0]?.toString()).toBe('lat=28.61&lng=77.21&radius=5'));
  });

  it('suggests a larger radius only below the largest one', async () => {
    mockGeolocation({ latitude: 28.63, longitude: 77.22 });
    mockApi({ ...nearbyApi, 'GET /api/gyms/nearby': nearbyReply([]) });
    const { user } = renderApp('/nearby');

    expect(await screen.findByText('Try a larger radius.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Radius'), '50 km');
    expect(await screen.findByText('Try Find My Location again, or browse gyms by city.')).toBeInTheDocument();
    expect(screen.queryByText('Try a larger radius.')).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Map of nearby gyms' });
  });
});
