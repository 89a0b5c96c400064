import { describe, expect, it, vi } from 'vitest';
import { ApiError, requestAt, messageFromError } from './api-client';
import { errorReply, mockApi, reply } from '../test/mock-api';

describe('api client', () => {
  it('sends JSON with the session cookie and returns the reply', async () => {
    const fetchMock = mockApi({ 'POST /api/v1/things': reply(200, { success: true, id: 7 }) });

    await expect(requestAt('/api/v1/things', { method: 'POST', body: { name: 'Bench' } })).resolves.toEqual({
      success: true,
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/things');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Bench"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("throws an ApiError carrying the server's message and status", async () => {
    mockApi({ 'GET /api/v1/things': errorReply(409, 'This slot is full') });

    const error: unknown = await requestAt('/api/v1/things').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'This slot is full' });
    expect(messageFromError(error, 'Fallback')).toBe('This slot is full');
  });

  it("reads the envelope's error key when message is absent", async () => {
    mockApi({ 'GET /api/v1/things': reply(404, { success: false, error: 'Booking not found' }) });

    const error: unknown = await requestAt('/api/v1/things').catch((caught: unknown) => caught);

    expect(messageFromError(error, 'Fallback')).toBe('Booking not found');
  });

  it('uses the fallback for bodies without a message, non-JSON bodies and network failures', async () => {
    mockApi({ 'GET /api/v1/empty': reply(500, {}) });
    const emptyBody: unknown = await requestAt('/api/v1/empty').catch((caught: unknown) => caught);
    expect(messageFromError(emptyBody, 'Fallback')).toBe('Fallback');

    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    const htmlBody: unknown = await requestAt('/api/v1/html').catch((caught: unknown) => caught);
    expect(htmlBody).toMatchObject({ status: 502, serverMessage: undefined });

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const offline: unknown = await requestAt('/api/v1/offline').catch((caught: unknown) => caught);
    expect(messageFromError(offline, 'Fallback')).toBe('Fallback');
  });

  it('treats a 200 reply with success false as a failure', async () => {
    mockApi({ 'GET /api/v1/things': reply(200, { success: false, message: 'Not allowed' }) });

    await expect(requestAt('/api/v1/things')).rejects.toMatchObject({ serverMessage: 'Not allowed' });
  });

  it('sends FormData as multipart with the extra headers, leaving the content type to the browser', async () => {
    const fetchMock = mockApi({ 'PATCH /api/v1/things': reply(200, { success: true }) });
    const form = new FormData();
    form.append('images', new File(['png'], 'a.png', { type: 'image/png' }));

    await requestAt('/api/v1/things', { method: 'PATCH', body: form, headers: { Authorization: 'Bearer abc' } });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc' });
  });

  it("keeps the envelope's field errors", async () => {
    mockApi({
      'POST /api/v1/things': reply(400, { success: false, message: 'Validation failed', errors: ['name is required', 7, 'pincode must be 6 digits'] }),
    });

    const error: unknown = await requestAt('/api/v1/things', { method: 'POST', body: {} }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ serverMessage: 'Validation failed', fieldErrors: ['name is required', 'pincode must be 6 digits'] });
  });

  it('refuses another 2xx when the call waits for one exact status, without its text', async () => {
    mockApi({ 'POST /api/v1/things': reply(201, { success: true, message: 'Created' }) });

    const error: unknown = await requestAt('/api/v1/things', { method: 'POST', body: {}, successStatus: 200 }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({ status: 201, serverMessage: undefined });
  });
});
