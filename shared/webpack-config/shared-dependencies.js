// The one `shared` map of the federation: the shell and both remotes import it, so it cannot drift.
const path = require('node:path');

const rootPackage = (name) => require(path.join(__dirname, '..', '..', 'node_modules', name, 'package.json'));
const workspacePackage = (dir) => require(path.join(__dirname, '..', dir, 'package.json'));

const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}` });

function sharedDependencies() {
  const react = rootPackage('react').version;
  const reactDom = rootPackage('react-dom').version;
  const router = rootPackage('react-router').version;
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    'react-router': singleton(router),
    'react-router-dom': singleton(rootPackage('react-router-dom').version),
    '@tanstack/react-query': singleton(rootPackage('@tanstack/react-query').version),
    // One session and one API client for the whole page, whichever app loaded first.
    '@ghadi/auth': singleton(workspacePackage('auth').version),
    '@ghadi/api-client': singleton(workspacePackage('api-client').version),
    '@ghadi/ui': singleton(workspacePackage('ui').version),
  };
}

module.exports = { sharedDependencies };
