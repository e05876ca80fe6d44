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

describe('a remote built later, with newer versions of every shared package', () => {
  const { createInstance } = require('@module-federation/enhanced/runtime');
  const newer = (version) => version.replace(/^(\d+)\.(\d+)\..*$/, (_, major, minor) => `${major}.${Number(minor) + 1}.0`);

  it.each(Object.keys(sharedDependencies()).filter((key) => !key.endsWith('/')))("still takes the shell's %s", async (key) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { version, shareConfig } = runtimeSharedDependencies()[key];
    const shellModule = { from: 'shell' };
    const shell = createInstance({
      name: 'shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: { [key]: { version, shareConfig, lib: () => shellModule } },
    });
    // What ModuleFederationPlugin makes of the map's entry in the remote's build.
    const built = sharedDependencies()[key];
    const ownCopy = async () => () => ({ from: 'remote' });
    const remoteShareConfig = { singleton: built.singleton, requiredVersion: `^${newer(version)}` };
    const remote = createInstance({
      name: 'remote',
      remotes: [],
      shared: {
        [key]: { version: newer(version), get: ownCopy, shareConfig: remoteShareConfig, ...(built.treeShaking && { treeShaking: { ...built.treeShaking, get: ownCopy } }) },
      },
    });
    remote.initShareScopeMap('default', shell.shareScopeMap.default);
    remote.initializeSharing('default');
    const factory = await remote.loadShare(key, {
      customShareInfo: { shareConfig: remoteShareConfig, scope: ['default'], ...(built.treeShaking && { treeShaking: { usedExports: built.treeShaking.usedExports } }) },
    });
    expect(factory()).toBe(shellModule);
  });
});
