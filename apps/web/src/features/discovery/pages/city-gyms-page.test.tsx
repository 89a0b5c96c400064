import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPublicGym } from '../../../test/booking-factories';
import { gymListReply } from '../../../test/discovery-factories';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, neverReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const signedIn = checkStatusAs(createUser());

const ironTemple = createPublicGym({
  _id: '6650f1c2a9b3e4d5f6a70001',
  name: 'Iron Temple Fitness',
  address: 'Shop 4, Lokhandwala Complex',
  city: 'Mumbai',
  pricePerHour: 299,
  imageUrls: ['/media/gyms/1/racks.jpg', '/media/gyms/1/steam.jpg'],
});
const bandstand = createPublicGym({ _id: '6650f1c2a9b3e4d5f6a70002', name: 'Bandstand Strength Studio', city: 'Mumbai', imageUrls: [] });

describe('city gyms page', () => {
  it('shows a card per gym with photos, address, price and a details link', async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/city/Mumbai': gymListReply('gyms', [ironTemple, bandstand]) });
    renderApp('/gyms/Mumbai');

    expect(await screen.findByRole('heading', { name: 'Gyms in Mumbai', level: 1 })).toBeInTheDocument();
    const card = within((await screen.findByRole('heading', { name: 'Iron Temple Fitness' })).closest('article') as HTMLElement);
    expect(card.getByAltText('Gym Iron Temple Fitness - 1')).toHaveAttribute('src', '/media/gyms/1/racks.jpg');
    expect(card.getByAltText('Gym Iron Temple Fitness - 2')).toHaveAttribute('loading', 'lazy');
    expect(card.getByText('Shop 4, Lokhandwala Complex, Mumbai')).toBeInTheDocument();
    expect(card.getByText('₹299 / hour')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Details of Iron Temple Fitness' })).toHaveAttribute('href', '/gym/6650f1c2a9b3e4d5f6a70001');
    expect(screen.getByAltText('No photos of Bandstand Strength Studio yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Explore Cities' })).toHaveAttribute('href', '/explore');
  });

  it("filters the city's gyms and says 'No gyms match your search.'", async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/city/Mumbai': gymListReply('gyms', [ironTemple, bandstand]) });
    const { user } = renderApp('/gyms/Mumbai');
    const searchBox = await screen.findByPlaceholderText('Search gyms...');
    await screen.findByRole('heading', { name: 'Iron Temple Fitness' });

    await user.type(searchBox, 'bandstand');
    expect(screen.queryByRole('heading', { name: 'Iron Temple Fitness' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bandstand Strength Studio' })).toBeInTheDocument();

    await user.type(searchBox, ' yoga');
    expect(screen.getByText('No gyms match your search.')).toBeInTheDocument();
  });

  it('shows skeletons while the gyms load', async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/city/Pune': neverReplies });
    renderApp('/gyms/Pune');

    expect(await screen.findByText('Loading gyms in Pune…')).toBeInTheDocument();
  });

  it('names the city in the failure text', async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/city/Pune': errorReply(500, 'Internal server error') });
    renderApp('/gyms/Pune');

    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Failed to load gyms for Pune. Please try again later.');
  });
});
