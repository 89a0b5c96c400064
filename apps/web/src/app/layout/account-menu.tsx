import { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';
import { useStore } from '../../i18n/use-store';
import LogoutButton from './logout-button';
import { NavLink } from './nav-link';
import { activeNavItemClassName, navItemClassName } from './nav-styles';

const messages = i18n('account-menu', { account: 'Account', privacy: 'Privacy' });

/**
 * The signed-in person's own items at the end of the menu, whatever their role: their account,
 * how GymSlot keeps their data (§8.11) and Logout. Its own chunk: a first visit to / downloads none of it.
 */
export default function AccountMenu({ onDone }: { onDone: () => void }) {
  const t = useStore(messages);
  return (
    <>
      <li>
        <NavLink
          to={paths.account.getHref()}
          onClick={onDone}
          className={({ isActive }) => `${navItemClassName} ${isActive ? activeNavItemClassName : ''}`}
        >
          {t.account}
        </NavLink>
      </li>
      <li>
        <NavLink
          to={paths.privacy.getHref()}
          onClick={onDone}
          className={({ isActive }) => `${navItemClassName} ${isActive ? activeNavItemClassName : ''}`}
        >
          {t.privacy}
        </NavLink>
      </li>
      <li>
        <LogoutButton onLoggedOut={onDone} />
      </li>
    </>
  );
}
