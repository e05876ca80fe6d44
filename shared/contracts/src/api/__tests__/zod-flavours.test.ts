/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  contentBlockResponseSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionUserSchema,
  publicGhadiListResponseSchema,
  resultListResponseSchema,
  runtimeConfigSchema,
  siteContentResponseSchema,
  visitorStatsResponseSchema,
} from '../../index';

const sourceDir = path.join(__dirname, '..');
const modules = readdirSync(sourceDir).filter((name) => name.endsWith('.ts'));
const importsOf = (name: string) =>
  [...readFileSync(path.join(sourceDir, name), 'utf8').matchAll(/(?:from|import) '(\.\/[^']+|zod[^']*)'/g)].map(([, from]) => from as string);

test('no module builds schemas with both zod/mini and zod classic', () => {
  // One classic schema in a module would bring all of zod classic into every page using the module.
  const mixed = modules.filter((name) => {
    const imports = importsOf(name);
    return imports.includes('./zod-mini') && imports.includes('./zod');
  });
  expect(mixed).toEqual([]);
});

test('every module creating schemas imports ./zod-jitless before zod, so browsers never probe for eval', () => {
  const unconfigured = modules.filter((name) => {
    const imports = importsOf(name);
    const firstZod = imports.findIndex((from) => from === './zod' || from === './zod-mini');
    return firstZod >= 0 && !imports.slice(0, firstZod).includes('./zod-jitless');
  });
  expect(unconfigured).toEqual([]);
});

test('only ./zod and ./zod-mini import zod itself (./zod-jitless sets its options)', () => {
  const direct = modules.filter((name) => importsOf(name).some((from) => from.startsWith('zod')));
  expect(direct.sort()).toEqual(['zod-jitless.ts', 'zod-mini.ts', 'zod.ts']);
});

test.each([
  ['the runtime config', runtimeConfigSchema],
  ['the public game list', publicGhadiListResponseSchema],
  ['the month results', resultListResponseSchema],
  ['the site content', siteContentResponseSchema],
  ['a content block', contentBlockResponseSchema],
  ['the visitor stats', visitorStatsResponseSchema],
  ['a stored session', sessionUserSchema],
  ['an error answer', errorBodySchema],
  ['the login answer', loginResponseSchema],
  ['the login form', loginRequestSchema],
])('the shell reads %s with a zod/mini schema', (_, schema) => {
  expect(schema).not.toBeInstanceOf(z.ZodType);
});
