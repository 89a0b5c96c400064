import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../i18n/i18n';
import { rememberLanguage } from '../../../i18n/locale';
import { checkStatusAs } from '../../../test/factories';
import { callsTo, mockApi, reply } from '../../../test/mock-api';
import { adminAccount, createManagedGym } from '../../../test/owner-factories';
import { renderApp } from '../../../test/render-app';
import { addGymFieldNames } from '../../../components/gym-form/add-gym-fields';
import { addGymMessages } from '../../../components/gym-form/add-gym-messages';
import { addGymFieldErrors, fieldErrorText, type AddGymValues } from '../../../components/gym-form/add-gym-request';

// Issue 26, finding 10: a gym's name and address go into mails and calendar files, so the form
// refuses web addresses and markup in them before sending, with the server's rule in the field's words.

afterEach(() => {
  rememberLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
});

const entries: [string, string][] = [
  ['Owner Email', 'new.owner@example.com'],
  ['Owner Phone Number', '9876543210'],
  ['Gym Name', 'Refunds at www.evil.test'],
  ['Description (optional)', 'Best gym <b>ever</b>'],
  ['Capacity (people per hour)', '25'],
  ['Contact Number', '98220 12345'],
  ['Gym Email', 'desk@liftlab.in'],
  ['Address', '<i>12</i> MG Road'],
  ['City', 'Pune'],
  ['State', 'Maharashtra'],
  ['Pincode', '411001'],
  ['Latitude', '18.52'],
  ['Longitude', '73.85'],
  ['Price per Hour (₹)', '149.5'],
  ['Razorpay Account ID (optional)', 'acc_LiftLab01'],
];

describe('add gym: links and markup', () => {
  it('shows the rule beside the name, address and description, and sends nothing', async () => {
    const fetchMock = mockApi({
      ...checkStatusAs(adminAccount),
      'POST /api/gyms/add': reply(201, { success: true, message: 'Gym added successfully', gym: createManagedGym() }),
    });
    const { user } = renderApp('/admin/add-gym');
    await screen.findByRole('heading', { level: 1, name: 'Add Gym' });
    for (const [label, value] of entries) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Add Gym' }));

    expect(screen.getByLabelText('Gym Name')).toHaveAccessibleDescription('Gym Name must not contain web addresses, "<", ">" or control characters');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Address must not contain web addresses, "<", ">" or control characters');
    expect(screen.getByLabelText('Description (optional)')).toHaveAccessibleDescription(
      'Description must not contain "<", ">" or control characters other than line breaks',
    );
    expect(callsTo(fetchMock, '/api/gyms/add')).toEqual([]);
  });

  it('words the rule in Hindi when Hindi is chosen', async () => {
    await loadLanguage('hi');
    rememberLanguage('hi');
    const blank = Object.fromEntries(addGymFieldNames.map((field) => [field, ''])) as AddGymValues;
    const problems = addGymFieldErrors({ ...blank, name: 'www.evil.test' });
    expect(fieldErrorText('name', problems.name ?? '', addGymMessages.get())).toBe(
      'जिम का नाम में वेब पता, "<", ">" या कंट्रोल कैरेक्टर नहीं होने चाहिए',
    );
  });
});
