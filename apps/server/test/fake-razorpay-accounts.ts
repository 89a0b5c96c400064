// Route's linked accounts for the fake Razorpay (fake-razorpay.ts): `GET /v2/accounts/{id}` answers the
// account entity as Razorpay documents it ("Fetch a Linked Account With ID"), and an unknown id with its
// documented 400 'Linked account does not exist'.

/** The statuses a linked account moves through; only 'activated' takes transfers. */
export type FakeAccountStatus = 'created' | 'activated' | 'needs_clarification' | 'under_review' | 'suspended' | 'rejected';

export interface FakeLinkedAccount {
  id: string;
  type: 'route';
  reference_id: string;
  status: FakeAccountStatus;
  email: string;
  phone: string;
  legal_business_name: string;
  customer_facing_business_name: string;
  business_type: string;
  contact_name: string;
  notes: unknown[];
  /** Unix seconds. */
  created_at: number;
}

export function createFakeAccounts() {
  const accounts = new Map<string, FakeLinkedAccount>();
  /** How an unknown id is answered: Razorpay's documented 400, or a 404 as some of its APIs give. */
  const settings: { unknownStatus: 400 | 404 } = { unknownStatus: 400 };

  return {
    accounts,
    settings,
    /** A linked account Razorpay knows, 'activated' unless said otherwise. */
    add(id: string, status: FakeAccountStatus = 'activated'): FakeLinkedAccount {
      const account: FakeLinkedAccount = {
        id,
        type: 'route',
        reference_id: id.slice(-8),
        status,
        email: 'owner@example.org',
        phone: '9000090000',
        legal_business_name: 'Acme Fitness',
        customer_facing_business_name: 'Acme Fitness',
        business_type: 'partnership',
        contact_name: 'Gaurav Kumar',
        notes: [],
        created_at: 1_611_136_837,
      };
      accounts.set(id, account);
      return account;
    },
    /** `GET /v2/accounts/{id}`: the entity, or Razorpay's refusal of an unknown id. */
    fetch(id: string): { status: number; body: unknown } {
      const account = accounts.get(id);
      if (account) return { status: 200, body: account };
      if (settings.unknownStatus === 404) return { status: 404, body: { error: { code: 'NOT_FOUND', description: 'The requested URL was not found on the server.' } } };
      return {
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Linked account does not exist', source: '', step: '', reason: 'linked_account_id_does_not_exist', metadata: {} } },
      };
    },
  };
}
