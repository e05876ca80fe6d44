// The one `shared` map of the federation: the remotes build with it and the shell provides its modules
// at runtime from it (runtimeSharedDependencies), so versions and requirements cannot drift.
const path = require('node:path');

const rootPackage = (name) => require(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'));
const workspacePackage = (dir) => require(path.join(__dirname, '..', dir, 'package.json'));

const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}` });

/**
 * The exports of react-router and react-query that any of the three apps (or the shared packages)
 * imports. The shell provides the page's one copy of each, built from named imports of exactly these
 * names (hosts/shell/src/lib/shared-modules.ts), so webpack keeps only these exports; each list must be
 * the union over all apps, not what one app uses. __tests__/tree-shaken-exports.test.js fails when a
 * source file imports a name that is missing here.
 */
const TREE_SHAKEN_EXPORTS = {
  'react-router': ['BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'matchRoutes', 'useLocation', 'useNavigate', 'useParams', 'useRoutes'],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'queryOptions', 'useMutation', 'useQuery', 'useQueryClient'],
};

/** react-router-dom re-exports react-router: it keeps the same names, and importing from it counts as importing those. */
const SAME_EXPORTS_AS = { 'react-router-dom': 'react-router' };

/** The installed version of each shared package (a `react/` entry is react's version). */
function installedVersions() {
  return {
    react: rootPackage('react').version,
    'react-dom': rootPackage('react-dom').version,
    'react-router': rootPackage('react-router').version,
    'react-router-dom': rootPackage('react-router-dom').version,
    '@tanstack/react-query': rootPackage('@tanstack/react-query').version,
    '@ghadi/auth': workspacePackage('auth').version,
    '@ghadi/api-client': workspacePackage('api-client').version,
    '@ghadi/ui': workspacePackage('ui').version,
  };
}

/** The package a share key belongs to: `react/` and `react/jsx-runtime` are react's. */
const packageOf = (key) => {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** The `shared` option of ModuleFederationPlugin (the remotes' builds). */
function sharedDependencies() {
  const versions = installedVersions();
  const entry = (key) => singleton(versions[packageOf(key)]);
  return {
    react: entry('react'),
    'react/': entry('react/'),
    'react-dom': entry('react-dom'),
    'react-dom/': entry('react-dom/'),
    // No `treeShaking` here: the remotes always take the shell's copy (already cut to TREE_SHAKEN_EXPORTS),
    // so their own fallback is never downloaded in the composed site. With it, the runtime would prefer a
    // remote's tree-shaken build of another version over the shell's plain entry (share.js,
    // findSingletonVersionOrderBy*): a second router on the page as soon as the remotes upgrade first.
    'react-router': entry('react-router'),
    'react-router-dom': entry('react-router-dom'),
    '@tanstack/react-query': entry('@tanstack/react-query'),
    // One session and one API client for the whole page: the shell's.
    '@ghadi/auth': entry('@ghadi/auth'),
    '@ghadi/api-client': entry('@ghadi/api-client'),
    '@ghadi/ui': entry('@ghadi/ui'),
  };
}

/**
 * The same map as a runtime host passes it to the federation runtime: per key of sharedDependencies(),
 * the installed `version` and the `shareConfig` (singleton, requiredVersion). The shell's build injects it
 * (webpack DefinePlugin) and adds its own module instances as `lib`.
 */
function runtimeSharedDependencies() {
  const versions = installedVersions();
  return Object.fromEntries(
    Object.entries(sharedDependencies()).map(([key, shareConfig]) => [key, { version: versions[packageOf(key)], shareConfig }]),
  );
}

module.exports = { sharedDependencies, runtimeSharedDependencies, TREE_SHAKEN_EXPORTS, SAME_EXPORTS_AS };
