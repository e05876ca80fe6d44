import type { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, matchRoutes, useLocation, useNavigate, useParams, useRoutes } from 'react-router';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as apiClient from '@ghadi/api-client';
import * as auth from '@ghadi/auth';
import * as ui from '@ghadi/ui';

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;
type SharedDependency = { version: string; shareConfig: { singleton: boolean; requiredVersion: string } };

/**
 * runtimeSharedDependencies() of @ghadi/webpack-config, the map the remotes are built with, injected by
 * the shell's build (DefinePlugin; jest.config.js in tests): keys as in the map, `react/` for its subpaths.
 */
declare const __SHARED_DEPENDENCIES__: Record<string, SharedDependency>;

/**
 * The react-router the page already runs, and the react-query only the back offices use (this module comes
 * with the federation, when a back office first loads: the public pages keep their reads in lib/reads.ts),
 * cut to the exports the apps import
 * (TREE_SHAKEN_EXPORTS of shared-dependencies.js; a test keeps the two equal). Named imports, never the
 * namespace: a namespace would keep every export of both packages in the home page's download.
 */
export const routerExports = { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, matchRoutes, useLocation, useNavigate, useParams, useRoutes };
export const queryExports = { QueryClient, QueryClientProvider, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient };

/** Every module a remote consumes from the share scope, as the shell's own already-loaded instance. */
const modules: Record<string, object> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router': routerExports,
  // react-router-dom only re-exports react-router: the same router, should an app import it by that name.
  'react-router-dom': routerExports,
  '@tanstack/react-query': queryExports,
  '@ghadi/auth': auth,
  '@ghadi/api-client': apiClient,
  '@ghadi/ui': ui,
};

/** A key's entry in the shared map: its own, or its package's prefix entry (`react/` for react/jsx-runtime). */
function sharedDependency(key: string): SharedDependency {
  const dependency = __SHARED_DEPENDENCIES__[key] ?? __SHARED_DEPENDENCIES__[key.slice(0, key.lastIndexOf('/') + 1)];
  if (!dependency) throw new Error(`${key} is not in the federation's shared map`);
  return dependency;
}

/**
 * The shell's modules as the federation's singletons, with the versions and requirements of the shared
 * map. Provided as loaded `lib`s, so a remote takes the shell's instance (one React, one router, one
 * session) and never downloads its own copy.
 */
export function sharedModules(): SharedOptions {
  return Object.fromEntries(
    Object.entries(modules).map(([key, module]) => {
      const { version, shareConfig } = sharedDependency(key);
      return [key, { version, shareConfig, lib: () => module }];
    }),
  );
}
