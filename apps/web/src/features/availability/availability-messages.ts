import { params } from '@gymslot/shared/message-params';
import { count } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

// The availability screens' texts (spec §2 "All availability", "Date-specific availability", §5 "Weekly availability").

/** The owner's and the admin's "all availability" screens. */
export const availabilityViewMessages = i18n('availability-view', {
  pageTitleFor: params('All Availability for {gym} | GymSlot'),
  pageTitle: 'All Availability | GymSlot',
  heading: 'All Availability',
  loading: 'Loading availability…',
  dateHeading: 'Date-specific availability',
  weeklyHeading: 'Weekly availability',
  setWeekly: 'Set Weekly Availability',
  noDates: 'No date-specific availability set.',
  noDatesWeeklyHint: 'Customers can still book the weekly hours. Open extra dates when you need them.',
  noDatesHint: 'Customers cannot book this gym until dates or weekly hours are set.',
  setDates: 'Set Date-Specific Availability',
  noSlots: 'No slots available.',
  slotsOn: params('Slots on {date}'),
  noWeekly: 'No weekly availability set.',
  day: 'Day',
  start: 'Start',
  end: 'End',
  invalidId: 'Invalid gym ID.',
  gymNotFound: 'Gym not found.',
  loadFailed: 'Failed to load availability.',
  loadAllFailed: 'Failed to load all availability.',
  backToAdmin: 'Back to Admin Dashboard',
  backToDashboard: 'Back to Dashboard',
});

export const dateAvailabilityMessages = i18n('availability-dates', {
  pageTitle: 'Set Date Availability | GymSlot',
  heading: 'Set Date Availability',
  intro: 'Open hourly slots on chosen dates, such as holidays or special sessions. A date set here replaces the weekly hours for that day.',
  loadFailed: 'Failed to load your gyms. Please try again.',
  loading: 'Loading your gyms…',
  noGymsAdmin: 'No gyms registered in the system yet.',
  noGyms: "You don't have any gyms registered yet.",
  noGymsAdminHint: 'Add a gym first, then open its dates here.',
  noGymsHint: 'Contact an admin to add gyms to your account.',
  backToAdmin: 'Back to Admin Dashboard',
  backToDashboard: 'Back to Dashboard',
  gym: 'Gym',
  dates: 'Dates',
  startTime: 'Start Time',
  endTime: 'End Time',
  submit: 'Set Availability',
  yourGym: 'your gym',
  setFor: params('Availability set for {dates} at {gym}!'),
  dateCount: count({ one: '{count} date(s)', other: '{count} date(s)' }),
  setFailed: 'Failed to set availability.',
  noneChosen: 'No dates chosen yet. Pick one or more days above.',
  chosen: count({ one: '{count} date(s) chosen:', other: '{count} date(s) chosen:' }),
  selectGym: 'Please select a gym.',
  selectDate: 'Please select at least one date.',
  selectTimes: 'Please select a valid start and end time.',
});

export const weeklyAvailabilityMessages = i18n('availability-weekly', {
  title: 'Set Days Availability',
  titleFor: params('Set Days Availability for {gym}'),
  gymNotFound: 'Gym not found.',
  loadFailed: 'Failed to load gym details or availability.',
  intro: 'Choose a day, then the hours customers can book on it every week.',
  dayLabel: 'Day of the week',
  hoursFailed: 'Failed to load existing availability.',
  loadingHours: params("Loading {day}'s hours…"),
  backToDashboard: 'Back to Dashboard',
  enterBoth: 'Please enter both start and end times.',
  updated: params('Recurring availability for {day} updated successfully!'),
  setFailed: 'Failed to set recurring availability. Please try again.',
  startLabel: 'Start Time (HH:MM AM/PM)',
  endLabel: 'End Time (HH:MM AM/PM)',
  save: 'Save Availability',
});

/** A weekly time's problem, beside its input, by the code of the API's text (server-texts.ts). */
export const hoursProblemMessages = i18n('availability-hours-problems', {
  missingFields: 'Enter a time, such as 09:00 AM.',
  invalidTime: 'Write the time like 09:00 AM or 05:30 PM.',
  startBeforeEnd: 'The end time must be later than the start time.',
});
