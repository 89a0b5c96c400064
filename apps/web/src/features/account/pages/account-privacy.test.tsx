import { DEFAULT_PREFERENCES } from '@gymslot/shared/preference-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs, createUser } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// /account's 'Your data' and 'Delete my account' sections (API contract §8.11).

const deleteAt = '2030-06-12T04:30:00.000Z';
const scheduled = { requestedAt: '2030-06-10T04:30:00.000Z', deleteAt };

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(createUser()),
    'GET /api/me/preferences': reply(200, { success: true, preferences: DEFAULT_PREFERENCES }),
    'GET /api/me/deletion': reply(200, { success: true, deletion: null }),
    ...overrides,
  };
}

async function sectionNamed(name: string) {
  return within((await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement);
}

let saved: { name: string; text: string }[];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      const url = `blob:gymslot/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) return;
    // jsdom's Blob has no text(); its FileReader reads one.
    const reader = new FileReader();
    const name = this.download;
    reader.onload = () => saved.push({ name, text: String(reader.result) });
    reader.readAsText(blob);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

describe("the account page's data download (§8.11)", () => {
  it('fetches the data and saves it as gymslot-my-data.json', async () => {
    const data = { success: true, account: { name: 'Priya Sharma' }, bookings: [] };
    const fetchMock = mockApi(routes({ 'GET /api/me/data': reply(200, data) }));
    const { user } = renderApp('/account');
    const section = await sectionNamed('Your data');

    await user.click(section.getByRole('button', { name: 'Download my data' }));

    expect(await section.findByRole('status')).toHaveTextContent('Your data was saved as gymslot-my-data.json.');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('gymslot-my-data.json');
    expect(JSON.parse(saved[0]?.text ?? '')).toEqual(data);
    expect(callsTo(fetchMock, '/api/me/data')).toEqual([{ method: 'GET', body: undefined }]);
    expect(section.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(section.getByRole('link', { name: 'grievance officer' })).toHaveAttribute('href', '/grievance');
  });

  it("shows the server's reason when the download is refused, and saves nothing", async () => {
    mockApi(routes({ 'GET /api/me/data': errorReply(429, 'Too many attempts. Please try again in 42 minutes.') }));
    const { user } = renderApp('/account');
    const section = await sectionNamed('Your data');
    await user.click(section.getByRole('button', { name: 'Download my data' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 minutes.');
    expect(saved).toEqual([]);
  });
});

describe("the account page's deletion (§8.11)", () => {
  it('explains the 48 hours, asks for DELETE typed out, schedules the deletion and shows when it happens', async () => {
    let deletion: typeof scheduled | null = null;
    const fetchMock = mockApi(
      routes({
        'GET /api/me/deletion': () => reply(200, { success: true, deletion }),
        'POST /api/me/deletion': () => {
          deletion = scheduled;
          return reply(202, { success: true, message: 'Your account will be deleted on Wed, 12 Jun 2030 at 10:00 AM IST. You can cancel this until then.', deleteAt });
        },
      }),
    );
    const { user } = renderApp('/account');
    const section = await sectionNamed('Delete my account');
    expect(section.getByText('Your account is deleted 48 hours after you ask, so you can change your mind until then.')).toBeInTheDocument();
    expect(section.getByText(/Your reviews stay, shown as by a 'Former member'/)).toBeInTheDocument();

    const confirmation = await section.findByLabelText('Type DELETE to confirm');
    await user.type(confirmation, 'delete');
    await user.click(section.getByRole('button', { name: 'Delete my account' }));
    expect(section.getByText('Type DELETE in capital letters to delete your account.')).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveFocus();
    expect(callsTo(fetchMock, '/api/me/deletion').filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(confirmation);
    await user.type(confirmation, 'DELETE');
    await user.click(section.getByRole('button', { name: 'Delete my account' }));

    expect(await section.findByText('Your account will be deleted on Wed, 12 Jun 2030 at 10:00 AM IST.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/deletion').filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', body: { confirm: 'DELETE' } }]);
    expect(section.getByRole('button', { name: 'Cancel deletion' })).toBeInTheDocument();
  });

  it('shows a scheduled deletion with a Cancel button that cancels it', async () => {
    const fetchMock = mockApi(
      routes({
        'GET /api/me/deletion': reply(200, { success: true, deletion: scheduled }),
        'DELETE /api/me/deletion': reply(200, { success: true, message: 'Your account will not be deleted.' }),
      }),
    );
    const { user } = renderApp('/account');
    const section = await sectionNamed('Delete my account');
    expect(await section.findByText('Your account will be deleted on Wed, 12 Jun 2030 at 10:00 AM IST.')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Cancel deletion' }));

    expect(await section.findByText('Your account will not be deleted.')).toBeInTheDocument();
    expect(section.getByLabelText('Type DELETE to confirm')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/me/deletion').filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('sends a gym owner to support instead of offering the button', async () => {
    mockApi(routes(checkStatusAs(createUser({ role: 'gym_owner' }))));
    renderApp('/account');
    const section = await sectionNamed('Delete my account');
    expect(section.getByText(/A gym owner's or admin's account is closed by GymSlot support/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
    expect(section.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('reads in Hindi', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    mockApi(routes({ 'GET /api/me/deletion': reply(200, { success: true, deletion: scheduled }) }));
    renderApp('/account');

    expect(await sectionNamed('आपका डेटा')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    const section = await sectionNamed('मेरा खाता हटाएँ');
    expect(await section.findByText('आपका खाता बुध, 12 जून 2030 को 10:00 AM IST पर हटा दिया जाएगा।')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'हटाना रद्द करें' })).toBeInTheDocument();
  });
});
