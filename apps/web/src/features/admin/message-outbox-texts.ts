import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** The admin's Messages screen (API contract §8.8): the outbox, its filter, its cards and a retry. */
export const messageOutboxTexts = i18n('admin-messages', {
  heading: 'Messages',
  intro:
    'Every mail, WhatsApp and SMS GymSlot sends, newest first. A message that still fails after a day of retries is marked failed; retry it once the cause is fixed.',
  backToDashboard: '← Back to Admin Dashboard',

  // The status filter.
  filterLabel: 'Show messages',
  all: 'All',
  queued: 'Queued',
  failed: 'Failed',
  sent: 'Sent',

  loading: 'Loading messages…',
  loadFailed: 'Failed to load the messages. Please try again.',
  loadMore: 'Load more',
  noMessages: 'No messages',
  noQueued: 'No queued messages',
  noFailed: 'No failed messages',
  noSent: 'No sent messages',
  noMessagesHint: 'Mails and other messages show up here as soon as GymSlot sends one.',
  noQueuedHint: 'Nothing is waiting to be sent.',
  noFailedHint: 'Every message went out or is still being tried.',
  noSentHint: 'No message has gone out yet.',

  // A message card.
  channel: 'Channel',
  to: 'To',
  attempts: 'Attempts',
  created: 'Created',
  sentAt: 'Sent',
  lastError: 'Last error',
  channelEmail: 'Email',
  channelWhatsapp: 'WhatsApp',
  channelSms: 'SMS',
  atTime: params('{date}, {time} IST'),
  retry: 'Retry',
  // Read out after 'Retry', so each button names its message.
  retryWhich: params(' {kind} to {to}'),
  retried: 'Message queued again. It goes out with the next delivery round.',
  retryFailed: 'The message could not be queued again. Please try again.',

  // The dashboard's link to this screen.
  dashboardLink: 'Messages',
  failedCount: params('{count} failed'),
});

export type MessageOutboxTexts = ReturnType<typeof messageOutboxTexts.get>;
