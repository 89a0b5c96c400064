import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { createPublicGym } from '../../../test/booking-factories';
import { createCityStat, gymListReply } from '../../../test/discovery-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { currentLocation, renderApp } from '../../../test/render-app';

const cityStats = [
  createCityStat({ name: 'Mumbai', totalGyms: 5, popular: true }),
  createCityStat({ name: 'Pune', totalGyms: 4, popular: true }),
  createCityStat({ name: 'Chennai', totalGyms: 3 }),
];

const gyms = [
  createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70001', name: 'Iron Temple Fitness', city: 'Mumbai', description: 'Squat racks and a steam room.' }),
  createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70002', name: 'Deccan Strength Lab', city: 'Pune', description: 'Coach-led barbell classes.', pricePerHour: 249 }),
  createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70003', name: 'Marina Fit Club', city: 'Chennai', description: 'Sea-facing cardio deck in Pune style.' }),
];

const exploreApi: MockRoutes = {
  ...checkStatusAs(createUser()),
  'GET /api/gyms/city-stats': reply(200, { success: true, data: cityStats }),
  'GET /api/gyms/all-public': gymListReply('data', gyms),
};

async function openExplore(path = '/explore') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Find Your Gym' });
  return view;
}

const cityNames = () => within(screen.getByRole('region', { name: 'Cities' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('explore page', () => {
  it("shows each matching gym's price per hour on its card, in English and Hindi", async () => {
    mockApi(exploreApi);
    await openExplore('/explore?search=deccan');

    const card = await screen.findByRole('link', { name: /Deccan Strength Lab/ });
    expect(card).toHaveTextContent('₹249 / hour');
    expect(card).toHaveAccessibleName(/₹249 \/ hour/);

    await loadLanguage('hi');
    rememberLanguage('hi');
    await waitFor(() => expect(screen.getByRole('link', { name: /Deccan Strength Lab/ })).toHaveTextContent('₹249 / घंटा'));
  });

  it('lists every city with its badge, count and link, and the stats row', async () => {
    mockApi(exploreApi);
    await openExplore();

    expect(await screen.findByText('3 cities • 3 gyms found')).toBeInTheDocument();
    expect(cityNames()).toEqual(['Mumbai', 'Pune', 'Chennai']);
    expect(screen.getAllByText('Popular')).toHaveLength(2);
    expect(screen.getByText('5 partner gyms')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore gyms in Pune' })).toHaveAttribute('href', '/gyms/Pune');
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Partner Gyms')).toBeInTheDocument();
    expect(screen.getByText('24/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Your City' })).toHaveAttribute('href', '/contactus');
    // Gym cards wait for a search.
    expect(screen.queryByRole('region', { name: 'Matching gyms' })).not.toBeInTheDocument();
  });

  it('filters cities by name and gyms by name, description or city as the person types, keeping ?search= in sync', async () => {
    mockApi(exploreApi);
    const { user } = await openExplore();
    await screen.findByText('3 cities • 3 gyms found');

    await user.type(screen.getByRole('searchbox', { name: 'Search cities and gyms' }), 'PUNE');

    expect(await screen.findByText('1 city • 2 gyms found')).toBeInTheDocument();
    expect(cityNames()).toEqual(['Pune']);
    const matchingGyms = within(screen.getByRole('region', { name: 'Matching gyms' }));
    expect(matchingGyms.getByRole('link', { name: /Deccan Strength Lab/ })).toHaveAttribute('href', '/gym/6650f1c2a9b3e4d5f6a70002');
    expect(matchingGyms.getByRole('link', { name: /Marina Fit Club/ })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/explore?search=PUNE'));

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('3 cities • 3 gyms found')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/explore'));
    expect(screen.getByRole('searchbox', { name: 'Search cities and gyms' })).toHaveFocus();
  });

  it('starts from the search in the address', async () => {
    mockApi(exploreApi);
    await openExplore('/explore?search=iron');

    expect(screen.getByRole('searchbox', { name: 'Search cities and gyms' })).toHaveValue('iron');
    expect(await screen.findByText('0 cities • 1 gym found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Iron Temple Fitness/ })).toBeInTheDocument();
  });

  it("says 'No cities found' when nothing matches, and Clear Search starts over", async () => {
    mockApi(exploreApi);
    const { user } = await openExplore('/explore?search=Shimla');

    expect(await screen.findByText('No cities found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));

    expect(await screen.findByText('3 cities • 3 gyms found')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/explore'));
  });

  it('shows the failure text with a retry when a list cannot load', async () => {
    mockApi({ ...exploreApi, 'GET /api/gyms/all-public': errorReply(500, 'Internal server error') });
    await openExplore();

    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Failed to load gyms/cities. Try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
