// The one `shared` map of the federation: the shell and both remotes import it, so it cannot drift.
const path = require('node:path');

const rootPackage = (name) => require(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'));
const workspacePackage = (dir) => require(path.join(__dirname, '..', dir, 'package.json'));

const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}` });

/**
 * The exports of each tree-shaken package that any of the three apps (or the shared packages) imports.
 * Whichever app loads first provides the page's one copy, built with these exports only, so each list
 * must be the union over all apps, not what one app uses; __tests__/tree-shaken-exports.test.js fails
 * when a source file imports a name that is missing here.
 */
const TREE_SHAKEN_EXPORTS = {
  'react-router': ['BrowserRouter', 'Link', 'NavLink', 'Navigate', 'Outlet', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams'],
  '@tanstack/react-query': ['QueryClient', 'QueryClientProvider', 'keepPreviousData', 'queryOptions', 'useMutation', 'useQuery', 'useQueryClient'],
};

/** react-router-dom re-exports react-router: it keeps the same names, and importing from it counts as importing those. */
const SAME_EXPORTS_AS = { 'react-router-dom': 'react-router' };

const treeShaken = (name, version) => ({
  ...singleton(version),
  treeShaking: { mode: 'runtime-infer', usedExports: TREE_SHAKEN_EXPORTS[SAME_EXPORTS_AS[name] ?? name] },
});

function sharedDependencies() {
  const react = rootPackage('react').version;
  const reactDom = rootPackage('react-dom').version;
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    'react-router': treeShaken('react-router', rootPackage('react-router').version),
    'react-router-dom': treeShaken('react-router-dom', rootPackage('react-router-dom').version),
    '@tanstack/react-query': treeShaken('@tanstack/react-query', rootPackage('@tanstack/react-query').version),
    // One session and one API client for the whole page, whichever app loaded first.
    '@ghadi/auth': singleton(workspacePackage('auth').version),
    '@ghadi/api-client': singleton(workspacePackage('api-client').version),
    '@ghadi/ui': singleton(workspacePackage('ui').version),
  };
}

module.exports = { sharedDependencies, TREE_SHAKEN_EXPORTS, SAME_EXPORTS_AS };
