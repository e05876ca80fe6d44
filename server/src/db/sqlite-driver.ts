import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 for the Node it runs on; the rest of the server imports it from here. Up to 12 it wraps
 * its objects in Node's own ObjectWrap, whose destructor from Node 24.19 on aborts the process when a
 * statement is collected outside any JavaScript context (at exit, or by an idle-time collection); 13 uses
 * Node-API and does not, but needs Node 22 (on Node 20 it crashes on load). So Node 20 takes 12 and later
 * lines take 13 (`better-sqlite3-13`, an npm alias): one API, one SQLite file format.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);

/* eslint-disable @typescript-eslint/no-require-imports -- chosen at run time, by the Node version */
const SqliteDatabase: typeof BetterSqlite3 = nodeMajor >= 22 ? require('better-sqlite3-13') : require('better-sqlite3');
/* eslint-enable @typescript-eslint/no-require-imports */

// Both the constructor and, through the namespace, its types (SqliteDatabase.Database).
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace SqliteDatabase {
  type Database = BetterSqlite3.Database;
}

export default SqliteDatabase;
