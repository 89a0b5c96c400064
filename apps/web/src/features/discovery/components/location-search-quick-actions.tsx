import { Building2, LocateFixed, MapIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useStore } from '../../../i18n/use-store';
import { locationSearchMessages } from '../location-search-messages';

const tileClassName =
  'flex w-full items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4 text-left font-semibold text-neutral-900 hover:border-accent';

/** Shown before the first search: three ways to start. */
export function LocationSearchQuickActions({ onFindNearMe }: { onFindNearMe: () => void }) {
  const t = useStore(locationSearchMessages);
  return (
    <ul aria-label={t.quickActions} className="grid gap-3 sm:grid-cols-3">
      <li>
        <button type="button" onClick={onFindNearMe} className={tileClassName}>
          <TileContent Icon={LocateFixed}>{t.findNearMe}</TileContent>
        </button>
      </li>
      <li>
        <Link to={paths.map.getHref()} className={tileClassName}>
          <TileContent Icon={MapIcon}>{t.viewMap}</TileContent>
        </Link>
      </li>
      <li>
        <Link to={paths.explore.getHref()} className={tileClassName}>
          <TileContent Icon={Building2}>{t.browseByCity}</TileContent>
        </Link>
      </li>
    </ul>
  );
}

function TileContent({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft">
        <Icon aria-hidden="true" className="size-5 text-accent-strong" />
      </span>
      {children}
    </>
  );
}
