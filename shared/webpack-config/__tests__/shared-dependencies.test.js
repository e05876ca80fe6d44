// The remotes build with sharedDependencies(); the shell provides its modules at runtime with
// runtimeSharedDependencies(). Both come from one table, so they must agree key by key.
const { runtimeSharedDependencies, sharedDependencies } = require('../shared-dependencies');

it('the runtime map has the keys, singleton and requiredVersion of the build map', () => {
  const build = sharedDependencies();
  const runtime = runtimeSharedDependencies();
  expect(Object.keys(runtime)).toEqual(Object.keys(build));
  for (const [key, { singleton, requiredVersion }] of Object.entries(build)) {
    expect([key, runtime[key].shareConfig]).toEqual([key, { singleton, requiredVersion }]);
  }
});

it('the runtime map gives each key the installed version of its package', () => {
  const runtime = runtimeSharedDependencies();
  expect(runtime['react/'].version).toBe(require('react/package.json').version);
  expect(runtime['react-router'].version).toBe(require('react-router/package.json').version);
  expect(runtime['@ghadi/auth'].version).toBe(require('../../auth/package.json').version);
  for (const [key, { version, shareConfig }] of Object.entries(runtime)) {
    expect([key, shareConfig.requiredVersion]).toEqual([key, `^${version}`]);
  }
});
