import type { Role } from '@gymslot/shared/roles';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { Navigate } from '../../lib/router/navigate';
import { Outlet } from '../../lib/router/outlet';

interface RequireRoleProps {
  allowedRoles: readonly Role[];
}

/** Layout route that lets through only the listed roles (spec §6). */
export function RequireRole({ allowedRoles }: RequireRoleProps) {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageSpinner label="Checking your login…" />;
  if (user === null) return <Navigate to={paths.login.getHref()} replace />;
  if (!allowedRoles.includes(user.role)) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return <Outlet />;
}
