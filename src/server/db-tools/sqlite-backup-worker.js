// Copies the SQLite database to a file with SQLite's online backup API, in a
// worker thread so a large database does not stall the server's event loop.
// Every page is copied in one step, inside one read transaction: the copy is
// the database as of one commit, however many writes happen meanwhile (WAL
// lets them go on; a step-by-step copy would restart at each one). Plain
// JavaScript for the reason sqlite-read-worker.js gives.
//
// workerData: { source, target }; posts { ok: true, pages } or { error: { message, code } }.
import { parentPort, workerData } from 'node:worker_threads';
import Database from '../platform/db/sqlite-driver.js';

const ALL_PAGES = 0x7fffffff;

const source = new Database(workerData.source, { readonly: true, fileMustExist: true });
try {
  source.pragma('busy_timeout = 5000');
  const result = await source.backup(workerData.target, { progress: () => ALL_PAGES });
  parentPort.postMessage({ ok: true, pages: result.totalPages });
} catch (e) {
  parentPort.postMessage({ error: { message: e.message, code: e.code } });
} finally {
  source.close();
}
