// First: schemas must be created after zod is told to run without eval in browsers.
import './zod-jitless';

export * from './audit-log';
export * from './auth';
export * from './calendar';
export * from './common';
export * from './content-blocks';
export * from './current-user';
export * from './errors';
export * from './ghadis';
export * from './health';
export * from './paths';
export * from './results';
export * from './site-content';
export * from './runtime-config';
export * from './user-maps';
export * from './users';
export * from './visitor';
