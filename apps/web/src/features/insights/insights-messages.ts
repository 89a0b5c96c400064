import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

// The owner's Insights screen (API contract §8.7; docs/decisions/044-insights.md).

export const insightsPageMessages = i18n('owner-insights', {
  pageTitle: 'Insights | GymSlot',
  backToDashboard: '← Back to Dashboard',
  heading: 'Insights',
  intro: 'Revenue, busy hours and occupancy of your gyms for the days you choose.',
  loadFailed: 'Failed to load insights. Please try again.',
  loading: 'Loading insights…',
  gym: 'Gym',
  allGyms: 'All my gyms',
  range: 'Range',
  from: 'From',
  to: 'To',
  show: 'Show',
  rangeOrder: 'The start date must be on or before the end date.',
  rangeLength: 'Choose at most 366 days.',
  rangeWindow: 'Choose dates from 1 January 2020 to 2 years from today.',
  figures: 'Visits and refunds',
  checkIns: 'Check-ins',
  noShows: 'No-shows',
  refunds: 'Refunds',
  showingRange: params('{from} to {to}'),
});

export const adminInsightsMessages = i18n('admin-gym-insights', {
  pageTitle: 'Gym insights | GymSlot',
  backToAdmin: '← Back to Admin Dashboard',
  heading: 'Gym insights',
  headingOf: params('Insights: {gym}'),
});

export const insightsPresetMessages = i18n('owner-insights-presets', {
  last: count({ one: 'Last {count} day', other: 'Last {count} days' }),
  custom: 'Custom',
});

export const insightsChartMessages = i18n('owner-insights-charts', {
  revenueHeading: 'Revenue by day',
  revenueSummary: params('{total} kept over {days} days; best day {date} with {amount}.'),
  revenueNone: 'No revenue in these days.',
  hoursHeading: 'Bookings by hour of the week',
  hoursSummary: params('Busiest hour: {day} at {time}, with {bookings} bookings.'),
  hoursNone: 'No bookings in these days.',
  hoursLegend: 'Darker squares had more bookings.',
  occupancyHeading: 'Occupancy by day',
  occupancySummary: params('{percent} of the places offered were booked ({booked} of {capacity}).'),
  occupancyNone: 'No places were offered in these days.',
  showTable: 'Show as table',
  date: 'Date',
  amount: 'Revenue',
  time: 'Time',
  bookings: 'Bookings',
  booked: 'Booked',
  capacity: 'Places offered',
  occupancy: 'Occupancy',
  revenueCaption: 'Revenue by day',
  hoursCaption: 'Bookings by weekday and hour (hours without bookings left out)',
  occupancyCaption: 'Occupancy by day',
});
