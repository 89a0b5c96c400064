import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/booking-factories';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, errorReply, mockApi, reply } from '../../../test/mock-api';
import type { MockReply, MockRoutes } from '../../../test/mock-api';
import { createManagedGym, ownerAccount } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';

const gymId = '6650f1c2a9b3e4d5f6a70001';
const firstImage = `/media/gyms/${gymId}/one.webp`;
const secondImage = `/media/gyms/${gymId}/two.webp`;
const gym = createManagedGym({
  _id: gymId,
  name: 'Powerhouse Fitness',
  imageUrls: [firstImage, secondImage],
  stats: { totalBookings: 3, verifiedBookings: 1, pendingBookings: 2, revenue: 597 },
});

const myGyms = (...gyms: object[]) => reply(200, { success: true, count: gyms.length, gyms });

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    ...checkStatusAs(ownerAccount),
    'GET /api/gyms/my-gyms': myGyms(gym),
    'GET /api/owner/reports': reply(200, { success: true, reports: [] }),
    ...overrides,
  };
}

async function openDashboard() {
  const view = renderApp('/owner/dashboard');
  await screen.findByRole('heading', { level: 2, name: 'Powerhouse Fitness' });
  return view;
}

describe("owner's dashboard", () => {
  it("shows the gym's details, its figures and the overall figures from my-gyms, without counting bookings", async () => {
    const fetchMock = mockApi(routes());
    await openDashboard();

    expect(screen.getByRole('heading', { level: 1, name: "Your Gym's Dashboard" })).toBeInTheDocument();
    expect(screen.getByLabelText('Booking figures for all your gyms')).toHaveTextContent(
      'Total Bookings3Verified1Pending2Revenue₹597',
    );
    expect(screen.getByLabelText('Booking figures for Powerhouse Fitness')).toHaveTextContent('Total Bookings3');
    expect(screen.getByText('12 FC Road, Shivajinagar, Pune')).toBeInTheDocument();
    expect(screen.getByText('₹199 / hour')).toBeInTheDocument();
    expect(screen.getByText('Contact: 02025531234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Availability of Powerhouse Fitness' })).toHaveAttribute(
      'href',
      `/owner/gym/${gymId}/all-availability`,
    );
    expect(screen.getByRole('link', { name: 'Set Weekly Availability of Powerhouse Fitness' })).toHaveAttribute(
      'href',
      `/owner/gym/${gymId}/set-recurring-availability`,
    );
    expect(screen.getByRole('link', { name: 'Set Date-Specific Availability' })).toHaveAttribute('href', '/owner/set-date-availability');
    expect(callsTo(fetchMock, '/api/bookings/all-bookings')).toEqual([]);
  });

  it('counts the bookings itself when my-gyms sends no figures', async () => {
    const { stats: _stats, ...withoutStats } = gym;
    const bookings = [createBooking({ amount: 199 }), createBooking({ _id: '6650f1c2a9b3e4d5f6a7b002', isVerified: true, amount: 250 })];
    mockApi(
      routes({
        'GET /api/gyms/my-gyms': myGyms(withoutStats),
        'GET /api/bookings/all-bookings': reply(200, { success: true, count: 2, bookings }),
      }),
    );
    await openDashboard();

    expect(await screen.findByLabelText('Booking figures for all your gyms')).toHaveTextContent(
      'Total Bookings2Verified1Pending1Revenue₹449',
    );
  });

  it('leaves out the overall figures while there are no bookings', async () => {
    mockApi(routes({ 'GET /api/gyms/my-gyms': myGyms({ ...gym, stats: { totalBookings: 0, verifiedBookings: 0, pendingBookings: 0, revenue: 0 } }) }));
    await openDashboard();

    expect(screen.queryByLabelText('Booking figures for all your gyms')).not.toBeInTheDocument();
  });

  it('asks before deleting a picture; Cancel keeps it and sends nothing', async () => {
    const fetchMock = mockApi(routes());
    const { user } = await openDashboard();

    expect(screen.getByText('Only PNG and JPEG images are allowed.')).toBeInTheDocument();
    const bin = screen.getByRole('button', { name: 'Delete image 2 of Powerhouse Fitness' });
    await user.click(bin);

    const confirm = screen.getByRole('group', { name: 'Delete image 2 of Powerhouse Fitness?' });
    expect(confirm).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('group', { name: /^Delete image/ })).not.toBeInTheDocument();
    expect(bin).toHaveFocus();
    await user.click(bin);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /^Delete image/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/gyms/${gymId}/delete-image`)).toEqual([]);
  });

  it('deletes one picture once, however often Delete Image is pressed, and drops it from the gym', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const fetchMock = mockApi(
      routes({ [`PATCH /api/gyms/${gymId}/delete-image`]: () => new Promise<MockReply>((resolve) => (answer = resolve)) }),
    );
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Delete image 1 of Powerhouse Fitness' }));
    const confirmButton = screen.getByRole('button', { name: 'Delete Image' });
    await user.dblClick(confirmButton);

    expect(confirmButton).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer(reply(200, { success: true, message: 'Image deleted', images: [secondImage] }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete image 2 of Powerhouse Fitness' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete image 1 of Powerhouse Fitness' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: /^Delete image/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Images' })).toHaveFocus();
    expect(callsTo(fetchMock, `/api/gyms/${gymId}/delete-image`)).toEqual([{ method: 'PATCH', body: { imageUrl: firstImage } }]);
  });

  it('takes a picture that is already gone (404) as deleted, without an error', async () => {
    mockApi(routes({ [`PATCH /api/gyms/${gymId}/delete-image`]: errorReply(404, 'Image not found on this gym') }));
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Delete image 1 of Powerhouse Fitness' }));
    await user.click(screen.getByRole('button', { name: 'Delete Image' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete image 2 of Powerhouse Fitness' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to delete image.' when the server gives no reason, and keeps the picture", async () => {
    mockApi(routes({ [`PATCH /api/gyms/${gymId}/delete-image`]: reply(500, {}) }));
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: 'Delete image 2 of Powerhouse Fitness' }));
    await user.click(screen.getByRole('button', { name: 'Delete Image' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete image.');
    expect(screen.getByRole('button', { name: 'Delete image 2 of Powerhouse Fitness' })).toBeEnabled();
  });

  it('uploads the chosen PNG and JPEG files as `images`, appends the new pictures, then fetches their smaller copies', async () => {
    const newImage = `/media/gyms/${gymId}/three.webp`;
    const smallCopy = `/media/gyms/${gymId}/three-400w.webp`;
    const withNewImage = {
      ...gym,
      imageUrls: [firstImage, secondImage, newImage],
      imageSources: [{ url: newImage, widths: [{ url: smallCopy, width: 400 }, { url: newImage, width: 1600 }] }],
    };
    let uploaded = false;
    const fetchMock = mockApi(
      routes({
        'GET /api/gyms/my-gyms': () => myGyms(uploaded ? withNewImage : gym),
        [`PATCH /api/gyms/${gymId}/add-images`]: () => {
          uploaded = true;
          return reply(200, {
            success: true,
            message: 'Images added',
            images: [newImage],
            imageUrls: [firstImage, secondImage, newImage],
          });
        },
      }),
    );
    const { user } = await openDashboard();

    const picker = screen.getByLabelText('Add images to Powerhouse Fitness');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(picker).toHaveAttribute('multiple');
    const photo = new File(['png'], 'front-desk.png', { type: 'image/png' });
    await user.upload(picker, photo);
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));

    expect(await screen.findByRole('button', { name: 'Delete image 3 of Powerhouse Fitness' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/add-images')) ?? [];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).getAll('images')).toEqual([photo]);
    await waitFor(() => expect(document.querySelector(`img[src="${newImage}"]`)?.getAttribute('srcset')).toContain(`${smallCopy} 400w`));
  });

  it("shows the server's reason when pictures cannot be added", async () => {
    mockApi(routes({ [`PATCH /api/gyms/${gymId}/add-images`]: errorReply(400, 'A gym can have at most 8 images') }));
    const { user } = await openDashboard();

    await user.upload(screen.getByLabelText('Add images to Powerhouse Fitness'), new File(['jpg'], 'gym.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A gym can have at most 8 images');
  });

  it('tells an owner without gyms to contact an admin', async () => {
    mockApi(routes({ 'GET /api/gyms/my-gyms': myGyms() }));
    renderApp('/owner/dashboard');

    expect(await screen.findByText("You don't have any gyms registered yet.")).toBeInTheDocument();
    expect(screen.getByText('Contact an admin to add gyms to your account.')).toBeInTheDocument();
  });

  it("says 'Failed to load your data. Please try again.' and retries", async () => {
    let serverIsUp = false;
    mockApi(routes({ 'GET /api/gyms/my-gyms': () => (serverIsUp ? myGyms(gym) : reply(500, {})) }));
    const { user } = renderApp('/owner/dashboard');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load your data. Please try again.');
    serverIsUp = true;
    await user.click(within(failure.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Powerhouse Fitness' })).toBeInTheDocument();
  });
});
