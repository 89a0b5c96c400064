import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

/** What the browser does when the connection drops or returns. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says nothing while the browser is online', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the page may be out of date while offline, and goes when the network is back', () => {
    render(<OfflineBanner />);

    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Offline. What you see was saved earlier and may be out of date.');

    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened with no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline\./);
  });
});
