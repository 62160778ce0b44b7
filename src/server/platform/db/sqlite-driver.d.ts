// Types of sqlite-driver.js: better-sqlite3's, whichever version it loads (12 and 13 share the API used here).
import Database from 'better-sqlite3';

export declare const sqliteDriverPackage: 'better-sqlite3' | 'better-sqlite3-node20';
export default Database;
