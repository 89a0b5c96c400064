import { Dumbbell, Menu, X } from 'lucide';
import { Glyph } from '../../components/ui/glyph';
import { useStore } from '../../i18n/use-store';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { NavLink } from './nav-link';
import { LanguageSwitch } from './language-switch';
import { guestNavItems, navItemsByRole, navMessages } from './nav-links';
import { activeNavItemClassName, navItemClassName } from './nav-styles';

const menuId = 'main-menu';
// Only a logged-in person sees it: a first visit to / does not download it.
const AccountMenu = lazy(() => import('./account-menu'));

export function Navbar() {
  const t = useStore(navMessages);
  const { status, user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // Nothing until the login check answers, so a logged-in person never sees Login flash by.
  const items = status === 'loading' ? [] : user ? navItemsByRole[user.role] : guestNavItems;

  return (
    <header className="border-b border-neutral-200 bg-white">
      <nav aria-label={t.mainMenu} className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <Link
          to={paths.home.getHref()}
          onClick={closeMenu}
          className="flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold text-neutral-900"
        >
          <Glyph icon={Dumbbell} className="size-6 text-accent" />
          GymSlot
        </Link>
        <div className="ml-auto flex items-center gap-1 md:order-last md:ml-0">
          <LanguageSwitch />
          <button
            type="button"
            aria-label={t.toggleMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100 md:hidden"
          >
            <Glyph icon={menuOpen ? X : Menu} className="size-6" />
          </button>
        </div>
        <ul
          id={menuId}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-1 pb-2 md:ml-auto md:flex md:w-auto md:flex-row md:items-center md:pb-0`}
        >
          {items.map((page) => (
            <li key={page}>
              <NavLink
                to={paths[page].getHref()}
                onClick={closeMenu}
                className={({ isActive }) => `${navItemClassName} ${isActive ? activeNavItemClassName : ''}`}
              >
                {t[page]}
              </NavLink>
            </li>
          ))}
          {user && (
            <Suspense fallback={null}>
              <AccountMenu onDone={closeMenu} />
            </Suspense>
          )}
        </ul>
      </nav>
    </header>
  );
}
