import { describe, expect, it } from 'vitest';
import { moduleGraph } from './module-graph-fixture';
import { sharedChunkName } from './shared-chunk';

const web = '/repo/apps/web/';
const ids = {
  html: `${web}index.html`,
  main: `${web}src/main.tsx`,
  publicPages: `${web}src/app/router/public-pages.ts`,
  header: `${web}src/app/layout/navbar.tsx`,
  accountMenu: `${web}src/app/layout/account-menu.tsx`,
  help: `${web}src/features/info/pages/help-page.tsx`,
  dataRoutes: `${web}src/app/router/data-routes.tsx`,
  explore: `${web}src/features/discovery/pages/explore-page.tsx`,
  payouts: `${web}src/features/payouts/pages/owner-payouts-page.tsx`,
  spinner: `${web}src/components/ui/spinner.tsx`,
  savedCopy: `${web}src/service-worker/personal-replies.ts`,
  phoneRules: '/repo/node_modules/libphonenumber-js/es6/parse.js',
  loginCheck: `${web}src/features/auth/api/check-status.ts`,
  icon: '/repo/node_modules/lucide-react/dist/esm/icons/star.mjs',
  count: '/repo/node_modules/@nanostores/i18n/count/index.js',
  zodForm: `${web}src/lib/schema-form.ts`,
  zod: '/repo/node_modules/zod/v4/classic/external.js',
};

/** Static imports (`imports`) and lazy ones (`lazy`) between the modules above. */
const imports: Record<string, string[]> = {
  [ids.html]: [ids.main],
  [ids.main]: [ids.publicPages, ids.header],
  [ids.header]: [ids.loginCheck],
  [ids.accountMenu]: [ids.savedCopy],
  [ids.help]: [ids.spinner, ids.phoneRules, ids.zodForm],
  [ids.explore]: [ids.spinner, ids.savedCopy, ids.loginCheck, ids.zodForm],
  [ids.payouts]: [ids.phoneRules],
  [ids.zodForm]: [ids.zod],
};
const lazy: Record<string, string[]> = {
  [ids.publicPages]: [ids.help, ids.dataRoutes],
  [ids.header]: [ids.accountMenu],
  [ids.dataRoutes]: [ids.explore, ids.payouts],
};

const graph = moduleGraph(ids.html, imports, lazy);

describe('sharedChunkName', () => {
  it('takes every icon and the plural helper', () => {
    for (const id of [ids.icon, ids.count]) expect(sharedChunkName(id, graph), id).toBe('shared');
  });

  it("takes what a page a visit starts on shares with the header's or an info page's lazy parts (issue 32)", () => {
    for (const id of [ids.spinner, ids.savedCopy]) expect(sharedChunkName(id, graph), id).toBe('shared');
  });

  it('leaves what the entry reaches, zod and what brings it, and what no first page of a visit needs', () => {
    for (const id of [ids.loginCheck, ids.zodForm, ids.zod, ids.phoneRules, ids.explore]) expect(sharedChunkName(id, graph), id).toBeNull();
  });
});
