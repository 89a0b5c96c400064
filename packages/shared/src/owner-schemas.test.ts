import { describe, expect, it } from 'vitest';
import { setAvailabilityBodySchema, setRecurringBodySchema } from './owner-availability-schemas.js';
import { addGymFieldErrors, addGymFieldsSchema, parseAmenities } from './owner-schemas.js';

const validGym = {
  ownerEmail: ' Owner@Example.COM ',
  ownerPhoneNumber: '9876543210',
  name: ' Iron Temple ',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  contactNumber: '98220 12345',
  email: 'desk@irontemple.in',
  capacity: '25',
  pricePerHour: '149.50',
  latitude: '18.52',
  longitude: '73.85',
  razorpayAccountId: 'acc_Temple42',
};

describe('addGymFieldsSchema', () => {
  it('trims, lower-cases the owner e-mail, turns numbers into numbers and fills the optional fields', () => {
    expect(addGymFieldsSchema.parse(validGym)).toEqual({
      ...validGym,
      ownerEmail: 'owner@example.com',
      name: 'Iron Temple',
      contactNumber: '9822012345',
      capacity: 25,
      pricePerHour: 149.5,
      latitude: 18.52,
      longitude: 73.85,
      description: '',
      amenities: [],
    });
  });

  it('lists every problem at once, one message per field', () => {
    expect(addGymFieldErrors({})).toEqual([
      'ownerEmail is required',
      'ownerPhoneNumber is required',
      'name is required',
      'address is required',
      'city is required',
      'state is required',
      'pincode is required',
      'contactNumber is required',
      'email is required',
      'capacity is required',
      'pricePerHour is required',
      'latitude is required',
      'longitude is required',
    ]);
    expect(
      addGymFieldErrors({
        ...validGym,
        ownerEmail: 'not-an-email',
        ownerPhoneNumber: '98765',
        pincode: '4110',
        contactNumber: 'call me',
        email: 'desk@',
        capacity: '2.5',
        pricePerHour: '10.999',
        latitude: '91',
        longitude: 'east',
        razorpayAccountId: 'rzp_123',
        name: '   ',
      }),
    ).toEqual([
      'ownerEmail must be a valid email address',
      'ownerPhoneNumber must be exactly 10 digits',
      'name is required',
      'pincode must be 6 digits',
      'contactNumber must be an Indian phone number: a 10-digit mobile, or a landline with its STD code, such as 020 2553 1234',
      'email must be a valid email address',
      'capacity must be a whole number from 1 to 10000',
      'pricePerHour must be more than 0 and at most 100000 rupees, with at most 2 decimals',
      'latitude must be a number from -90 to 90',
      'longitude must be a number from -180 to 180',
      'razorpayAccountId must be acc_ followed by letters and digits',
    ]);
  });

  it('refuses a price of 0, a capacity of 0 and hex or exponent numbers', () => {
    const errors = addGymFieldErrors({ ...validGym, pricePerHour: '0', capacity: '0', latitude: '0x10', longitude: '1e2' });
    expect(errors).toHaveLength(4);
  });

  it('takes a payout account id when well formed', () => {
    expect(addGymFieldsSchema.parse({ ...validGym, razorpayAccountId: ' acc_AbC123 ' }).razorpayAccountId).toBe('acc_AbC123');
  });

  it('takes a gym without a payout account: absent or blank is none (decision 064)', () => {
    const { razorpayAccountId: _left, ...withoutAccount } = validGym;
    expect(addGymFieldsSchema.parse(withoutAccount).razorpayAccountId).toBe('');
    expect(addGymFieldsSchema.parse({ ...validGym, razorpayAccountId: '   ' }).razorpayAccountId).toBe('');
  });

  it.each(['98765 43210', '98765-43210', '+91 98765 43210', '+91-98765-43210', '098765 43210', '91 9876543210', ' 9876543210 '])(
    "stores the owner's phone %s as its 10 digits",
    (written) => {
      expect(addGymFieldsSchema.parse({ ...validGym, ownerPhoneNumber: written }).ownerPhoneNumber).toBe('9876543210');
    },
  );

  it.each(['98765', '98765 432100', '+1 98765 43210', '98765 43210 ext 2', '0098765 43210', 'phone'])("refuses the owner's phone %s", (written) => {
    expect(addGymFieldErrors({ ...validGym, ownerPhoneNumber: written })).toEqual(['ownerPhoneNumber must be exactly 10 digits']);
  });

  it('keeps a contact number as it is dialled, without spaces and dashes', () => {
    for (const [written, dialled] of [['+91 98220-12345', '+919822012345'], ['98220 12345', '9822012345'], ['020 2553 1234', '02025531234']] as const) {
      expect(addGymFieldsSchema.parse({ ...validGym, contactNumber: written }).contactNumber).toBe(dialled);
    }
  });
});

describe('parseAmenities', () => {
  it('reads a JSON list or comma text, trims, drops blanks and case-only repeats', () => {
    expect(parseAmenities('["Wifi", " Pool ", "", "wifi"]')).toEqual(['Wifi', 'Pool']);
    expect(parseAmenities('Wifi, Pool ,, Sauna')).toEqual(['Wifi', 'Pool', 'Sauna']);
    expect(parseAmenities('')).toEqual([]);
    expect(parseAmenities('[]')).toEqual([]);
  });

  it('refuses a JSON list with something other than names in it', () => {
    expect(parseAmenities('[1, 2]')).toBeNull();
    expect(parseAmenities('[oops')).toBeNull();
    expect(addGymFieldErrors({ ...validGym, amenities: '[{"a":1}]' })).toEqual([
      'amenities must be a JSON list of names or comma-separated names',
    ]);
  });
});

describe('setAvailabilityBodySchema', () => {
  const body = { gymId: 'g', date: '2030-01-02', startTime: '9:00 am', endTime: '05:00 PM' };
  const messages = (value: unknown) => setAvailabilityBodySchema.safeParse(value).error?.issues.map((i) => i.message);

  it('normalises the times', () => {
    expect(setAvailabilityBodySchema.parse(body)).toEqual({ ...body, startTime: '09:00 AM' });
  });

  it('answers in the contract words', () => {
    expect(messages(undefined)).toEqual(['Missing required fields']);
    expect(messages({ ...body, gymId: '' })).toEqual(['Missing required fields']);
    expect(messages({ ...body, date: '2030-02-30' })).toEqual(['Invalid date format']);
    expect(messages({ ...body, startTime: '25:00' })).toEqual(['Invalid time format']);
    expect(messages({ ...body, startTime: '05:00 PM' })).toEqual(['Start time must be before end time']);
    expect(messages({ ...body, endTime: '12:00 AM' })).toEqual(['Start time must be before end time']);
  });
});

describe('setRecurringBodySchema', () => {
  it('takes only the exact day names', () => {
    const body = { gymId: 'g', dayOfWeek: 'Monday', startTime: '06:00 AM', endTime: '10:00 PM' };
    expect(setRecurringBodySchema.parse(body)).toEqual(body);
    const wrongDay = setRecurringBodySchema.safeParse({ ...body, dayOfWeek: 'Funday' });
    expect(wrongDay.error?.issues.map((i) => i.message)).toEqual(['Invalid day of week']);
    const missing = setRecurringBodySchema.safeParse({ ...body, dayOfWeek: undefined });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Missing required fields']);
  });
});
