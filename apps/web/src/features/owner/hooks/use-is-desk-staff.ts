import { useAuth } from '../../../lib/auth-context';

/** Whether the person works a gym's front desk (§8.12): the owner's screens then leave out what is the owner's alone. */
export function useIsDeskStaff(): boolean {
  return useAuth().user?.role === 'gym_staff';
}
