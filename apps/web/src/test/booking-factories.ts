import type { Booking, Checkout, InitiateBookingReply, Order } from '@gymslot/shared/booking-schemas';
import type { PublicGym } from '@gymslot/shared/gym-schemas';
import { createUser } from './factories';

export const demoGymId = '6650f1c2a9b3e4d5f6a70001';
export const demoBookingId = '6650f1c2a9b3e4d5f6a7b001';

export function createPublicGym(overrides: Partial<PublicGym> = {}): PublicGym {
  const _id = overrides._id ?? demoGymId;
  return {
    _id,
    id: _id,
    name: 'Powerhouse Fitness',
    description: 'Free weights, cardio deck and a turf lane.',
    address: '12 FC Road, Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411005',
    latitude: 18.5308,
    longitude: 73.8475,
    pricePerHour: 199,
    capacity: 20,
    amenities: ['Showers', 'Lockers'],
    imageUrls: [],
    imageSources: [],
    contactNumber: '02025531234',
    email: 'desk@powerhouse.example.in',
    ownerPhoneNumber: '9876543210',
    averageRating: 4.4,
    totalRatings: 31,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function createCheckout(overrides: Partial<Checkout> = {}): Checkout {
  const user = createUser();
  return {
    provider: 'sandbox',
    keyId: 'rzp_test_sandbox',
    name: 'GymSlot',
    prefill: { name: user.name, email: user.email, contact: '' },
    notes: { bookingId: demoBookingId },
    themeColor: '#007AFF',
    ...overrides,
  };
}

export function createOrder(overrides: Partial<Order> = {}): Order {
  return { id: 'order_Sandbox0000001', amount: 19900, currency: 'INR', ...overrides };
}

/** An ISO instant `minutes` from now (by the possibly faked clock). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A paid booking waiting for the owner to check the OTP. */
export function createBooking(overrides: Partial<Booking> = {}): Booking {
  const gym = createPublicGym();
  const user = createUser();
  return {
    _id: demoBookingId,
    gym: { _id: gym._id, name: gym.name, city: gym.city, address: gym.address, latitude: gym.latitude, longitude: gym.longitude },
    user: { _id: user._id, name: user.name, email: user.email },
    date: '2026-11-21',
    timeSlot: '06:00 PM',
    amount: 199,
    isPaid: true,
    isVerified: false,
    status: 'confirmed',
    otp: 482913,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A live, unpaid hold, as the server describes it: with its order and checkout for a resumed payment. */
export function createHold(overrides: Partial<Booking> = {}): Booking {
  const { otp: _otp, ...paid } = createBooking();
  return {
    ...paid,
    isPaid: false,
    status: 'held',
    holdExpiresAt: minutesFromNow(12),
    order: createOrder(),
    checkout: createCheckout(),
    ...overrides,
  };
}

/** B1's reply for a fresh hold (`createHold` with its 15 minutes to run). */
export function createInitiateReply(overrides: Partial<InitiateBookingReply> = {}): InitiateBookingReply {
  const booking = createHold({ holdExpiresAt: minutesFromNow(15) });
  return {
    success: true,
    message: 'Booking initiated',
    bookingId: booking._id,
    order: createOrder(),
    keyId: 'rzp_test_sandbox',
    holdExpiresAt: booking.holdExpiresAt ?? '',
    checkout: createCheckout(),
    booking,
    ...overrides,
  };
}
