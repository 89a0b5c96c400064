import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { gymListReply } from '../../../test/discovery-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, queriesTo } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { mockGeolocation } from '../../../test/mock-geolocation';
import { renderApp } from '../../../test/render-app';

const signedIn: MockRoutes = checkStatusAs(createUser());

const gyms = [
  { ...createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Zen Yoga Loft', pricePerHour: 150 }), distance: 3.2 },
  { ...createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70002', name: 'Alpha Strength', pricePerHour: 400 }), distance: 0.8 },
  { ...createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70003', name: 'Metro Fitness', pricePerHour: 250 }), distance: 1.9 },
];

const resultNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function openSearch(path = '/find-gyms') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Find Gyms Near You' });
  return view;
}

describe('location search', () => {
  it('offers quick actions before the first search', async () => {
    mockApi(signedIn);
    await openSearch('/search');

    expect(screen.getByRole('button', { name: 'Find Gyms Near Me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Map' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('link', { name: 'Browse by City' })).toHaveAttribute('href', '/explore');
  });

  it('searches by text only when there is some, and sorts the results in the browser', async () => {
    const fetchMock = mockApi({ ...signedIn, 'GET /api/gyms/search': gymListReply('gyms', gyms) });
    const { user } = await openSearch();
    const searchBox = screen.getByRole('searchbox', { name: 'Search by city, area or gym name' });

    await user.type(searchBox, '   {Enter}');
    expect(queriesTo(fetchMock, '/api/gyms/search')).toEqual([]);

    await user.clear(searchBox);
    await user.type(searchBox, ' Pune {Enter}');
    await screen.findByText('3 gyms found');
    expect(queriesTo(fetchMock, '/api/gyms/search')[0]?.toString()).toBe('search=Pune');
    expect(resultNames()).toEqual(['Alpha Strength', 'Metro Fitness', 'Zen Yoga Loft']);
    // Distance is only offered once the person is located.
    expect(screen.getByRole('option', { name: 'Name: A to Z' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Distance' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Radius')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    expect(resultNames()).toEqual(['Zen Yoga Loft', 'Metro Fitness', 'Alpha Strength']);
  });

  it('searches around the person with a 10 km radius by default, nearest first, with distance badges', async () => {
    const getCurrentPosition = mockGeolocation({ latitude: 12.97, longitude: 77.59 });
    const fetchMock = mockApi({ ...signedIn, 'GET /api/gyms/search': gymListReply('gyms', gyms) });
    const { user } = await openSearch();

    await user.click(screen.getByRole('button', { name: 'Use My Location' }));

    await screen.findByText('3 gyms found');
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: 10_000, maximumAge: 300_000 });
    expect(queriesTo(fetchMock, '/api/gyms/search')[0]?.toString()).toBe('latitude=12.97&longitude=77.59&radius=10');
    expect(resultNames()).toEqual(['Alpha Strength', 'Metro Fitness', 'Zen Yoga Loft']);
    expect(screen.getByText('0.8 km')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Radius'), '50 km');
    await waitFor(() => expect(queriesTo(fetchMock, '/api/gyms/search').at(-1)?.get('radius')).toBe('50'));
  });

  it('asks for a city or address when the position is refused', async () => {
    mockGeolocation({ errorCode: 1 });
    mockApi(signedIn);
    const { user } = await openSearch();

    await user.click(screen.getByRole('button', { name: 'Find Gyms Near Me' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Location access denied. Please search by city or address.');
  });

  it("says 'No gyms found' for an empty result", async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/search': gymListReply('gyms', []) });
    const { user } = await openSearch();

    await user.type(screen.getByRole('searchbox', { name: 'Search by city, area or gym name' }), 'Shimla{Enter}');

    expect(await screen.findByText('No gyms found')).toBeInTheDocument();
  });

  it.each([
    ['a text search', 'Failed to search gyms. Please try again.'],
    ['a search near the person', 'Failed to fetch nearby gyms.'],
  ])('shows the failure text of %s', async (kind, message) => {
    mockGeolocation({ latitude: 12.97, longitude: 77.59 });
    mockApi({ ...signedIn, 'GET /api/gyms/search': errorReply(500, 'Internal server error') });
    const { user } = await openSearch();

    if (kind === 'a text search') await user.type(screen.getByRole('searchbox', { name: 'Search by city, area or gym name' }), 'Pune{Enter}');
    else await user.click(screen.getByRole('button', { name: 'Use My Location' }));

    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(message);
  });
});
