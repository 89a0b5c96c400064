import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createNearbyGym, nearbyReply } from '../../../test/discovery-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { mockApi, queriesTo, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { mockGeolocation } from '../../../test/mock-geolocation';
import { renderApp } from '../../../test/render-app';
import type { GymMapProps } from '../map/gym-map';

// Leaflet needs a real browser (the e2e journeys cover it); here the map is a list of marker buttons.
vi.mock('../map/gym-map', () => ({
  GymMap: ({ label, center, showUserMarker, gyms, onSelectGym }: GymMapProps) => (
    <div role="region" aria-label={label} data-center={`${center.latitude},${center.longitude}`} data-you={showUserMarker}>
      {gyms.map((gym) => (
        <button key={gym._id} type="button" onClick={() => onSelectGym(gym)}>
          {gym.name}
        </button>
      ))}
    </div>
  ),
}));

const bandstand = createNearbyGym({
  _id: '6650f1c2a9b3e4d5f6a70002',
  name: 'Bandstand Strength Studio',
  address: '21 Hill Road, Bandra West',
  city: 'Mumbai',
  distance: 4.57,
  averageRating: 4.8,
  totalRatings: 268,
  capacity: 12,
  pricePerHour: 449,
  amenities: ['Air Conditioning', 'Showers', 'Lockers', 'Personal Training', 'WiFi'],
  contactNumber: '9833062184',
  email: 'bandstand@example.com',
});

const mapApi: MockRoutes = {
  ...checkStatusAs(createUser()),
  'GET /api/gyms/nearby': nearbyReply([bandstand]),
  'GET /api/gyms/amenities': reply(200, { success: true, amenities: ['Showers', 'Lockers', 'WiFi'], limit: 100, truncated: false }),
  'GET /api/config': reply(200, { success: true, mapTileUrl: 'http://tiles.local/{z}/{x}/{y}.png', mapAttribution: 'tiles' }),
};

const nearbyQueries = (fetchMock: ReturnType<typeof mockApi>) => queriesTo(fetchMock, '/api/gyms/nearby');

describe('map finder', () => {
  it('asks for the position (10 s timeout, 60 s cache), then shows gyms around it', async () => {
    const getCurrentPosition = mockGeolocation({ latitude: 19.07, longitude: 72.87 });
    const fetchMock = mockApi(mapApi);
    renderApp('/map');

    expect(await screen.findByRole('heading', { name: 'Find Gyms Near You' })).toBeInTheDocument();
    expect(await screen.findByText('Found 1 gym within 5 km')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of gyms near you' })).toHaveAttribute('data-center', '19.07,72.87');
    expect(screen.getByRole('region', { name: 'Map of gyms near you' })).toHaveAttribute('data-you', 'true');
    expect(within(screen.getByRole('list', { name: 'Map legend' })).getByText('You are here')).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: 10_000, maximumAge: 60_000 });
    expect(nearbyQueries(fetchMock)[0]?.toString()).toBe('lat=19.07&lng=72.87&radius=5&sortBy=distance');
  });

  it("says 'Fetching your location...' while locating", async () => {
    mockGeolocation('no-answer');
    mockApi(mapApi);
    renderApp('/map');

    expect(await screen.findByText('Fetching your location...', { selector: 'p' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Location access denied. Please enable location permissions.'],
    [2, 'Location information is unavailable.'],
    [3, 'Location request timed out.'],
    [99, 'An unknown error occurred while retrieving location.'],
  ])('on error code %i says why and falls back to the default location', async (errorCode, message) => {
    mockGeolocation({ errorCode });
    const fetchMock = mockApi(mapApi);
    renderApp('/map');

    const warning = await screen.findByText(message);
    expect(warning.closest('[role="status"]')).toHaveTextContent('Showing default location');
    expect(warning.closest('[role="status"]')).toHaveTextContent("Your location is off, so the map shows Mumbai and no ‘You are here’ marker.");
    const map = await screen.findByRole('region', { name: 'Map of gyms near you' });
    expect(map).toHaveAttribute('data-center', '18.96,72.83');
    // No 'You are here' at a place the person never chose, on the map or in its legend.
    expect(map).toHaveAttribute('data-you', 'false');
    expect(screen.queryByText('You are here')).not.toBeInTheDocument();
    await waitFor(() => expect(nearbyQueries(fetchMock)[0]?.get('lat')).toBe('18.96'));
  });

  it("shows 'Location Error' with Try Again when the browser cannot locate at all", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    mockApi(mapApi);
    const { user } = renderApp('/map');

    expect(await screen.findByRole('heading', { name: 'Location Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Geolocation is not supported by this browser.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('badges the Filters button with the filters in use and refetches with them', async () => {
    mockGeolocation({ latitude: 19.07, longitude: 72.87 });
    const fetchMock = mockApi(mapApi);
    const { user } = renderApp('/map');
    await screen.findByText('Found 1 gym within 5 km');

    const filtersButton = screen.getByRole('button', { name: 'Filters' });
    await user.click(filtersButton);
    expect(filtersButton).toHaveAttribute('aria-expanded', 'true');

    await user.selectOptions(screen.getByLabelText('Radius'), '1 km');
    expect(filtersButton).toHaveAccessibleName('Filters 1 active');
    const showers = await screen.findByRole('button', { name: 'Showers' });
    expect(showers).toHaveAttribute('aria-pressed', 'false');
    await user.click(showers);
    expect(showers).toHaveAttribute('aria-pressed', 'true');
    expect(filtersButton).toHaveAccessibleName('Filters 2 active');

    await waitFor(() => expect(nearbyQueries(fetchMock).at(-1)?.toString()).toBe('lat=19.07&lng=72.87&radius=1&sortBy=distance&amenities=Showers'));

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(filtersButton).toHaveAccessibleName('Filters');
  });

  it('opens the gym card when a marker is chosen', async () => {
    mockGeolocation({ latitude: 19.07, longitude: 72.87 });
    mockApi(mapApi);
    const { user } = renderApp('/map');

    await user.click(await screen.findByRole('button', { name: 'Bandstand Strength Studio' }));

    const card = within(screen.getByRole('region', { name: 'Bandstand Strength Studio' }));
    expect(card.getByRole('heading', { name: 'Bandstand Strength Studio' })).toHaveFocus();
    expect(card.getByText('4.6 km away')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(card.getByText('(268 reviews)')).toBeInTheDocument();
    expect(card.getByText('Capacity: 12 people')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Amenities' })).toHaveTextContent('Air ConditioningShowersLockers+2 more');
    expect(card.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/gym/6650f1c2a9b3e4d5f6a70002');
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/gym/6650f1c2a9b3e4d5f6a70002');
    expect(card.getByRole('link', { name: '9833062184' })).toHaveAttribute('href', 'tel:9833062184');
    expect(card.getByRole('link', { name: 'bandstand@example.com' })).toHaveAttribute('href', 'mailto:bandstand@example.com');
  });

  it('hints at what to change when nothing is near, with no larger radius at the largest one', async () => {
    mockGeolocation({ latitude: 19.07, longitude: 72.87 });
    mockApi({ ...mapApi, 'GET /api/gyms/nearby': nearbyReply([]) });
    const { user } = renderApp('/map');

    expect(await screen.findByText('Found 0 gyms within 5 km')).toBeInTheDocument();
    expect(screen.getByText('Try fewer filters or another search.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Radius'), '2 km');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('Try a larger radius, fewer filters or another search.')).toBeInTheDocument();
  });
});
