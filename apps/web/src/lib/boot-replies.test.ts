import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { requestAt, ApiError } from './api-client';

/** Writes the element the server puts into the HTML. */
function pageWithText(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-replies';
  element.textContent = text;
  document.body.replaceChildren(element);
}
const pageWith = (replies: unknown) => pageWithText(JSON.stringify(replies));

describe('replies the server wrote into the page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.resetModules();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, from: 'network' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** The client as a newly opened page loads it: it has read no replies yet. */
  async function freshClient() {
    return (await import('./api-client')) as { requestAt: typeof requestAt; ApiError: typeof ApiError };
  }

  it('answers the first GET of the same address from the page, and the next one from the network', async () => {
    pageWith({ '/api/gyms/city-stats': { status: 200, body: { success: true, from: 'page' } } });
    const client = await freshClient();
    await expect(client.requestAt('/api/gyms/city-stats')).resolves.toEqual({ success: true, from: 'page' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(client.requestAt('/api/gyms/city-stats')).resolves.toEqual({ success: true, from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a written error reply into the same ApiError the network reply would give', async () => {
    pageWith({ '/api/v1/auth/check-status': { status: 401, body: { success: false, message: 'Please log in to continue.' } } });
    const client = await freshClient();
    const error = await client.requestAt('/api/v1/auth/check-status').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Please log in to continue.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses none of them once the person has changed something', async () => {
    pageWith({ '/api/gyms/all-public': { status: 200, body: { success: true, from: 'page' } } });
    const client = await freshClient();
    await client.requestAt('/api/v1/auth/logout', { method: 'POST' });
    await expect(client.requestAt('/api/gyms/all-public')).resolves.toEqual({ success: true, from: 'network' });
  });

  it('uses none of them after they have gone stale', async () => {
    pageWith({ '/api/gyms/all-public': { status: 200, body: { success: true, from: 'page' } } });
    vi.spyOn(performance, 'now').mockReturnValue(30_001);
    const client = await freshClient();
    await expect(client.requestAt('/api/gyms/all-public')).resolves.toEqual({ success: true, from: 'network' });
  });

  it('asks the network when the page has no replies, or unreadable ones', async () => {
    pageWithText('{not json');
    const client = await freshClient();
    await expect(client.requestAt('/api/gyms/all-public')).resolves.toEqual({ success: true, from: 'network' });
  });
});
