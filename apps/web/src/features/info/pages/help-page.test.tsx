import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const accountAnswer = /^Yes\. Register with your e-mail address and verify it from the link we send/;

describe('help page', () => {
  it('mentions Google sign-in when the server has it configured', async () => {
    mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/providers': reply(200, { success: true, google: true }) });
    renderApp('/help');

    expect(await screen.findByText(/or sign in with your Google account\./)).toBeInTheDocument();
  });

  it('words the account answer without Google when it is not configured', async () => {
    const fetchMock = mockApi({ ...checkStatusAs(null), 'GET /api/v1/auth/providers': reply(200, { success: true, google: false }) });
    renderApp('/help');

    const answer = await screen.findByText(accountAnswer);
    expect(callsTo(fetchMock, '/api/v1/auth/providers')).not.toEqual([]);
    expect(answer).toHaveTextContent(
      'Yes. Register with your e-mail address and verify it from the link we send. Browsing the home page and our help pages needs no account.',
    );
    expect(screen.queryByText(/Google/)).not.toBeInTheDocument();
  });
});
