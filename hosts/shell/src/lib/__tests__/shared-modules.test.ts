import * as React from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AreaGuard } from '@ghadi/auth';
import { queryExports, routerExports, sharedModules } from '../shared-modules';

type SharedMap = Record<string, { singleton: boolean; requiredVersion: string }>;
type RuntimeSharedMap = Record<string, { version: string; shareConfig: { singleton: boolean; requiredVersion: string } }>;
// The federation's one shared map and the union of the apps' imports (plain Node JS of the build config).
const { TREE_SHAKEN_EXPORTS, sharedDependencies, runtimeSharedDependencies } = jest.requireActual<{
  TREE_SHAKEN_EXPORTS: Record<string, string[]>;
  sharedDependencies: () => SharedMap;
  runtimeSharedDependencies: () => RuntimeSharedMap;
}>('@ghadi/webpack-config/shared-dependencies');

type Provided = { version: string; shareConfig: { singleton: boolean; requiredVersion: string }; lib: () => Record<string, unknown> };
const provided = sharedModules() as Record<string, Provided>;

it.each([
  ['react-router', routerExports],
  ['@tanstack/react-query', queryExports],
])("the shell's %s holds exactly the exports the apps import (TREE_SHAKEN_EXPORTS)", (pkg, exports) => {
  expect(Object.keys(exports).sort()).toEqual([...TREE_SHAKEN_EXPORTS[pkg]!].sort());
});

it('provides every key of the shared map, and the subpaths the remotes consume of the prefix entries', () => {
  const keys = Object.keys(sharedDependencies()).filter((key) => !key.endsWith('/'));
  expect(Object.keys(provided).sort()).toEqual([...keys, 'react/jsx-runtime', 'react-dom/client'].sort());
});

it('gives each key the version and requirement of the shared map', () => {
  const map = runtimeSharedDependencies();
  expect(provided.react).toMatchObject(map.react!);
  expect(provided['react/jsx-runtime']).toMatchObject(map['react/']!);
  expect(provided['react-dom/client']).toMatchObject(map['react-dom/']!);
  expect(provided['@ghadi/auth']).toMatchObject(map['@ghadi/auth']!);
  for (const { shareConfig } of Object.values(provided)) expect(shareConfig.singleton).toBe(true);
});

it("hands the remotes the shell's own module instances", () => {
  expect(provided.react!.lib().useState).toBe(React.useState);
  expect(provided['react-router']!.lib().BrowserRouter).toBe(BrowserRouter);
  expect(provided['react-router-dom']!.lib().BrowserRouter).toBe(BrowserRouter);
  expect(provided['@tanstack/react-query']!.lib().QueryClient).toBe(QueryClient);
  expect(provided['@ghadi/auth']!.lib().AreaGuard).toBe(AreaGuard);
});
