import type { MessageStatus } from '@gymslot/shared/admin-message-schemas';
import { paths } from '../../config/paths';

/**
 * A link to the Messages screen, filtered to one status. The path itself is in config/paths.ts; the
 * query is added here because that file ships with `/`, whose 80 KB budget has no bytes to spare.
 */
export function messagesHref(status?: MessageStatus): string {
  const path = paths.adminMessages.getHref();
  return status ? `${path}?${new URLSearchParams({ status }).toString()}` : path;
}
