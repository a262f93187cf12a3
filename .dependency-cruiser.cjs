/**
 * Layering of the monorepo (docs/architecture.md): domain <- anaf <- apps/server; domain <- apps/web.
 * Run with `npm run layers`; scripts/test.mjs runs it before the tests.
 */

// Node modules that do I/O or only exist on the server; domain code also runs in the browser.
const NODE_IO = [
  'fs',
  'fs/promises',
  'net',
  'tls',
  'dgram',
  'dns',
  'http',
  'https',
  'http2',
  'child_process',
  'cluster',
  'worker_threads',
  'os',
  'readline',
  'v8',
  'vm',
];
// npm packages that talk to a database, the network or the mail server.
const NPM_IO = [
  'pg',
  'pg-boss',
  'postgres',
  '@electric-sql',
  'drizzle-orm',
  'fastify',
  '@fastify',
  'nodemailer',
  'undici',
  'ws',
  'axios',
  'node-fetch',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order and layering unclear; extract the shared part.',
      from: {},
      // Type-only cycles vanish at runtime and are harmless.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-innermost',
      severity: 'error',
      comment: 'packages/domain is shared by every layer and imports none of them.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/anaf|apps)/' },
    },
    {
      name: 'domain-no-node-io',
      severity: 'error',
      comment:
        'packages/domain is pure (it runs in the browser too): no Node I/O modules. Tests and their helpers (never bundled) may read the reference artefacts.',
      from: { path: '^packages/domain/', pathNot: '\\.test(-helpers)?\\.ts$' },
      to: { dependencyTypes: ['core'], path: `^(node:)?(${NODE_IO.join('|')})$` },
    },
    {
      name: 'domain-no-io-packages',
      severity: 'error',
      comment: 'packages/domain is pure: no database, HTTP or mail packages.',
      from: { path: '^packages/domain/' },
      to: { path: `node_modules/(${NPM_IO.join('|')})/` },
    },
    {
      name: 'anaf-not-apps',
      severity: 'error',
      comment: 'packages/anaf sits below the apps and never imports them.',
      from: { path: '^packages/anaf/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-server-or-anaf',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP only; shared code lives in packages/domain.',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server|packages/anaf)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      comment: 'The server serves the built web app as files; it never imports its code.',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'module-not-other-module-repo',
      severity: 'error',
      comment:
        'A feature module reaches another module through its service, never its repository (SQL stays in one place).',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/.+\\.repo\\.ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
  ],
  options: {
    // node_modules stay as leaves (so the rules above can see them) but are not traversed.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|test-results)/' },
    // Count type imports too: a type from the server in the web app is still a forbidden coupling.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through node_modules symlinks and their "exports" map
    // ("./*": "./src/*.ts") to the real files under packages/*/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
