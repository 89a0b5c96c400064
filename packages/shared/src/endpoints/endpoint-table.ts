import type { Endpoint, EndpointContract, EndpointModule } from './endpoint';
import * as reviews from './reviews.contracts';
import * as auth from './auth.contracts';
import * as session from './session.contracts';
import * as clientConfig from './client-config.contracts';
import * as health from './health.contracts';
import * as preferences from './preferences.contracts';
import * as gyms from './gyms.contracts';
import * as priceBands from './price-bands.contracts';
import * as bookings from './bookings.contracts';
import * as invoices from './invoices.contracts';
import * as managedBookings from './managed-bookings.contracts';
import * as payments from './payments.contracts';
import * as waitlist from './waitlist.contracts';
import * as adminMessages from './admin-messages.contracts';
import * as availability from './availability.contracts';
import * as insights from './insights.contracts';
import * as payouts from './payouts.contracts';
import * as whatsappWebhook from './whatsapp-webhook.contracts';
import * as phoneAuth from './phone-auth.contracts';
import * as privacy from './privacy.contracts';
import * as disputes from './disputes.contracts';
import * as notLetIn from './not-let-in.contracts';
import * as gymStaff from './gym-staff.contracts';
import * as selling from './selling.contracts';

/** One call: its address and its contract. */
export interface TableEntry {
  name: string;
  endpoint: Endpoint;
  contract: EndpointContract;
}

function entriesOf<T extends Record<string, EndpointContract>>(module: EndpointModule<T>): TableEntry[] {
  return Object.entries(module.contracts).map(([name, contract]) => ({ name, endpoint: module[name] as Endpoint, contract }));
}

/**
 * Every call, for the server's readers of the whole table (the fuzz suite). The web never imports
 * this file
 * nor any `*.contracts.ts`: it imports the addresses it calls, so a page downloads only those.
 */
export const endpointTable: readonly TableEntry[] = [
  ...entriesOf(reviews),
  ...entriesOf(session),
  ...entriesOf(auth),
  ...entriesOf(phoneAuth),
  ...entriesOf(privacy),
  ...entriesOf(notLetIn),
  ...entriesOf(clientConfig),
  ...entriesOf(health),
  ...entriesOf(preferences),
  ...entriesOf(gyms),
  ...entriesOf(priceBands),
  ...entriesOf(gymStaff),
  ...entriesOf(selling),
  ...entriesOf(bookings),
  ...entriesOf(managedBookings),
  ...entriesOf(payments),
  ...entriesOf(invoices),
  ...entriesOf(waitlist),
  ...entriesOf(adminMessages),
  ...entriesOf(availability),
  ...entriesOf(insights),
  ...entriesOf(payouts),
  ...entriesOf(whatsappWebhook),
  ...entriesOf(disputes),
];
