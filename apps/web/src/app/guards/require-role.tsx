import type { Role } from '@gymslot/shared/roles';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { currentPathAndQuery } from '../../features/auth/next-path';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import { useAuth } from '../../lib/auth-context';

const messages = i18n('require-role', {
  checkingLogin: 'Checking your login…',
});

interface RequireRoleProps {
  allowedRoles: readonly Role[];
  children: ReactNode;
}

/**
 * Shows its page only to the listed roles (spec §6). When the login check answers, the spinner
 * stays until the page can render: a deferred render waits for the page's chunk (started beside the
 * check, app/router/data-routes.tsx) instead of showing the loading skeleton, which React would then
 * hold for at least 300 ms.
 */
export function RequireRole({ allowedRoles, children }: RequireRoleProps) {
  const t = useStore(messages);
  const { status, user } = useAuth();
  const shownStatus = useDeferredValue(status);
  if (status === 'loading' || shownStatus === 'loading') return <PageSpinner label={t.checkingLogin} />;
  // The page asked for goes along as ?next=, so logging in (or signing up) leads back to it.
  if (user === null) return <Redirect to={paths.login.getHref(currentPathAndQuery())} replace />;
  if (!allowedRoles.includes(user.role)) return <Redirect to={paths.unauthorized.getHref()} replace />;
  return children;
}
