import { i18n } from '../../i18n/i18n';

/** The bookings filter form and its paging, shared by the owner's and the admin's lists (§8.7). */
export const bookingFilterMessages = i18n('ui-booking-filters', {
  legend: 'Filter bookings',
  from: 'From date',
  to: 'To date',
  gym: 'Gym',
  allGyms: 'All gyms',
  status: 'Status',
  anyStatus: 'Any status',
  pending: 'Pending check-in',
  verified: 'Checked in',
  refundFailed: 'Refund failed',
  apply: 'Apply filters',
  clear: 'Clear',
  loadMore: 'Load more',
  downloadCsv: 'Download CSV',
});
