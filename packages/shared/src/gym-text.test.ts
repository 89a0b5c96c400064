import { describe, expect, it } from 'vitest';
import { gymDescriptionRule, gymTextRule } from './gym-text.js';
import { addGymFieldErrors, parseGymChanges } from './owner-schemas.js';

// Issue 26, finding 10: a gym's name and address went into mails, .ics files and invoices as typed,
// links and markup included, while a person's name could carry neither.

const validGym = {
  ownerEmail: 'owner@example.com',
  ownerPhoneNumber: '9876543210',
  name: 'Iron Temple',
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

describe("a gym's name, address, city and state", () => {
  it.each([
    'Claim your refund at https://evil.test/x',
    'Refunds: www.example.in',
    'Refunds at evil-prizes.com',
    '<b>Iron</b> Temple',
    'Iron\rATTACH:https://evil.test',
    'Iron\u202eelpmeT',
  ])('refuses %j, for add-gym and for a change, with the field named', (text) => {
    for (const field of ['name', 'address', 'city', 'state'] as const) {
      expect(addGymFieldErrors({ ...validGym, [field]: text })).toEqual([gymTextRule(field)]);
      expect(parseGymChanges({ [field]: text })).toEqual({ ok: false, message: 'Validation failed', errors: [gymTextRule(field)] });
    }
  });

  it('takes any script, initials, numbers and punctuation an address has', () => {
    const names = ["Gold's Gym", 'A. R. Fitness', 'शक्ति जिम', 'Plot No. 12, Sector 5, Near Bus Stand', 'Flat #4/B, 1st Floor (Opp. Post Office)'];
    for (const text of names) expect(addGymFieldErrors({ ...validGym, name: text, address: text })).toEqual([]);
  });

  it('lists each field once among all the form problems at once', () => {
    expect(addGymFieldErrors({ ...validGym, name: 'www.evil.test', address: '<img src=x>', pincode: '4110' })).toEqual([
      gymTextRule('name'),
      gymTextRule('address'),
      'pincode must be 6 digits',
    ]);
  });
});

describe("a gym's description", () => {
  it('is plain text: several lines and a website are fine, markup and other control characters are not', () => {
    expect(addGymFieldErrors({ ...validGym, description: 'Open 24x7.\nVisit irontemple.in for classes.\tWelcome!' })).toEqual([]);
    for (const description of ['<script>alert(1)</script>', 'Best gym > all', 'Bell\u0007', 'Iron\u202eelpmeT']) {
      expect(addGymFieldErrors({ ...validGym, description })).toEqual([gymDescriptionRule('description')]);
      expect(parseGymChanges({ description })).toMatchObject({ ok: false, errors: [gymDescriptionRule('description')] });
    }
  });
});
