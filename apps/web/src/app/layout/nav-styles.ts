/** One look for every item of the main menu, links and the Logout button alike. */
export const navItemClassName =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-base font-medium text-neutral-800 hover:bg-neutral-100 md:w-auto';

export const activeNavItemClassName = 'bg-accent-soft text-accent-strong hover:bg-accent-soft';
