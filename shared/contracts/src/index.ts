// Free of side effects, so a bundle takes from each module only what it uses (package.json): a page that
// reads the public shapes must not run the back offices' schemas, nor download zod classic for them.
export * from './api-paths';
export * from './audit-log';
export * from './auth';
export * from './calendar';
export * from './common';
export * from './content-block-input';
export * from './content-blocks';
export * from './current-user';
export * from './errors';
export * from './ghadi-input';
export * from './ghadis';
export * from './health';
export * from './paths';
export * from './public-pages';
export * from './responses';
export * from './result-requests';
export * from './results';
export * from './site-changes';
export * from './site-content';
export * from './runtime-config';
export * from './text-rules';
export * from './user-input';
export * from './user-maps';
export * from './users';
export * from './visitor';
