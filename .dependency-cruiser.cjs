// Module rules of the server, checked by `npm run lint` (docs/decisions/020-composition-root-and-permissions.md).

/**
 * The server's modules, lowest first: a module may import only modules listed before it, so module
 * imports cannot form a cycle. Across modules only services and pure helpers and types are
 * imported, never another module's *.repository.ts.
 */
const moduleLayers = [
  'mail',
  'metrics',
  'messages',
  'media',
  'security',
  'docs',
  'health',
  'client-config',
  'auth',
  'preferences',
  'payments',
  'catalogue',
  'gyms',
  'price-bands',
  'availability',
  'bookings',
  'waitlist',
  'insights',
  'reminders',
  'reviews',
  'invoices',
  'privacy',
  'maintenance',
  'web',
];

/**
 * The web app's features, lowest first: a feature may import only the features listed before it (so
 * features form no loop), and only through their `api/` folder. What two features both show lives in
 * src/components or src/lib.
 */
const webFeatures = [
  'auth',
  'info',
  'home',
  'account',
  'reviews',
  'waitlist',
  'my-gyms',
  'discovery',
  'privacy',
  'owner',
  'admin',
  'bookings',
  'availability',
  'edit-gym',
  'insights',
  'payouts',
  'price-bands',
  'selling',
];
const features = '^apps/web/src/features';

const modules = '^apps/server/src/modules';
// Nothing imports a test file, so it cannot close a cycle: it may exercise modules above its own
// (metrics.test.ts runs the bookings' sweep), though never another module's repository.
const tests = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment:
        'Files import each other in one direction only. A cycle closed by a type-only import runs in one direction ' +
        '(an endpoint address takes its reply type from its contract, which re-exports the address: decision 053).',
      severity: 'error',
      from: { path: '^(apps/server/src|packages/shared/src)' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'front-door-only',
      comment: "Use the module's service (its front door), not its repository.",
      severity: 'error',
      from: { path: `${modules}/([^/]+)/` },
      to: { path: `${modules}/[^/]+/.+\\.repository\\.ts$`, pathNot: `${modules}/$1/` },
    },
    ...moduleLayers.slice(0, -1).map((module, index) => ({
      name: `layers-${module}`,
      comment: `'${module}' may import only the modules listed before it in .dependency-cruiser.cjs; hand the piece in from apps/server/src/services.ts or move it down.`,
      severity: 'error',
      from: { path: `${modules}/${module}/`, pathNot: tests },
      to: { path: `${modules}/(${moduleLayers.slice(index + 1).join('|')})/` },
    })),
    {
      name: 'web-feature-api-only',
      comment: "A web feature uses another only through its api/ folder; shared screens' parts live in src/components.",
      severity: 'error',
      from: { path: `${features}/([^/]+)/` },
      to: { path: `${features}/[^/]+/`, pathNot: [`${features}/$1/`, `${features}/[^/]+/api/`] },
    },
    ...webFeatures.slice(0, -1).map((feature, index) => ({
      name: `web-features-${feature}`,
      comment: `The web feature '${feature}' may import only the features listed before it in .dependency-cruiser.cjs, so features form no loop.`,
      severity: 'error',
      from: { path: `${features}/${feature}/` },
      to: { path: `${features}/(${webFeatures.slice(index + 1).join('|')})/` },
    })),
    {
      name: 'web-shared-below-features',
      comment: 'src/components, src/lib and src/i18n serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|i18n)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: `${features}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
