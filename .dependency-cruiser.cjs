/**
 * The architecture's boundaries, checked by `npm run boundaries` (part of `npm test`). See docs/architecture.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const test =
  '\\.(test|bff\\.test|spec)\\.tsx?$|/test-utils/|/testing\\.ts$|test-support\\.ts$|\\.fixtures\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports make load order matter and hide a missing layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'portal-talks-http-only',
      severity: 'error',
      comment: 'The portal reaches the database only through the loyalty API, over HTTP.',
      from: { path: '^apps/portal/', pathNot: test },
      to: { path: '^(packages/db|apps/api)/' },
    },
    {
      name: 'api-owns-no-ui',
      severity: 'error',
      comment: 'The API and the shared packages know nothing of the portal.',
      from: { path: '^(apps/api|packages)/' },
      to: { path: '^apps/portal/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by every process: it imports neither the database nor an app.',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/db|apps)/' },
    },
    {
      name: 'features-independent',
      severity: 'error',
      comment:
        "A feature uses another only through that feature's public index.ts; shared code moves down to components/ui, lib or server.",
      from: { path: '^apps/portal/src/features/([^/]+)/' },
      to: {
        path: '^apps/portal/src/features/[^/]+/',
        pathNot: ['^apps/portal/src/features/$1/', '^apps/portal/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'lower-layers-know-no-feature',
      severity: 'error',
      comment: 'components/ui, lib, i18n, store and server sit below the features.',
      from: { path: '^apps/portal/src/(components|lib|i18n|server)/', pathNot: test },
      to: { path: '^apps/portal/src/features/' },
    },
    {
      name: 'no-production-code-on-tests',
      severity: 'error',
      comment: 'Test helpers stay out of what ships.',
      // The bench and the security run drive a test API on purpose.
      from: { pathNot: [test, '^scripts/bench/', '^scripts/security/'] },
      to: { path: test },
    },
  ],
  required: [
    {
      name: 'server-modules-are-server-only',
      severity: 'error',
      comment:
        "A module of the portal's server/ folder must import 'server-only', so that no client bundle can take it in.",
      // static-security-headers.mjs is public policy that next.config.mjs loads outside the bundler, where 'server-only'
      // throws.
      module: {
        path: '^apps/portal/src/server/',
        pathNot: [test, 'static-security-headers\\.(mjs|d\\.mts)$'],
      },
      to: { path: 'node_modules/server-only/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.next|dist|test-results|data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
