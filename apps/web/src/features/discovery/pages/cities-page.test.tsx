import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs, createUser } from '../../../test/factories';
import { errorReply, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const signedIn = checkStatusAs(createUser());

describe('all cities page', () => {
  it('links every city to its gyms', async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/cities': reply(200, { success: true, cities: ['Bengaluru', 'Navi Mumbai'] }) });
    renderApp('/cities');

    expect(await screen.findByRole('heading', { name: 'All Available Cities' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Navi Mumbai' })).toHaveAttribute('href', '/gyms/Navi%20Mumbai');
    expect(screen.getByRole('link', { name: 'Bengaluru' })).toHaveAttribute('href', '/gyms/Bengaluru');
  });

  it('says when there are no cities yet', async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/cities': reply(200, { success: true, cities: [] }) });
    renderApp('/cities');

    expect(await screen.findByText('No cities with approved gyms found yet.')).toBeInTheDocument();
  });

  it('shows the failure text', async () => {
    mockApi({ ...signedIn, 'GET /api/gyms/cities': errorReply(500, 'Internal server error') });
    renderApp('/cities');

    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Failed to load cities. Please try again later.');
  });
});
