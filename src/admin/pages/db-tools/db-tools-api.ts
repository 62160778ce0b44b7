// The DB tools' calls (/api/v1/mc/db-tools; shared/api/db-tools.ts) through
// the app's one HTTP client, and the backup and CSV downloads, which are
// files: fetched with the token and saved through a link to a Blob.
import type { TranslateFunction } from 'react-admin';
import type { CsvImportResult, DatabaseFacts } from '../../../shared/api/db-tools.js';
import { DB_TOOLS_BASE } from '../../../shared/api/db-tools.js';
import { bearerHeader, serverMessage, type HttpClient } from '../../providers/http-client.js';

export const dbToolsKeys = {
  facts: () => ['db-tools', 'facts'] as const,
};

export const readFacts = async (http: HttpClient) =>
  (await http(`${DB_TOOLS_BASE}/facts`, { method: 'GET' })).json as DatabaseFacts;

export const importCsv = async (http: HttpClient, entity: string, csv: string, dryRun: boolean) =>
  (
    await http(`${DB_TOOLS_BASE}/import/${encodeURIComponent(entity)}`, {
      method: 'POST',
      body: JSON.stringify({ csv, dryRun }),
    })
  ).json as CsvImportResult;

/** The file name the server gives (Content-Disposition), else `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the server streams (a backup, a table's CSV): the bytes
 * as they are (the JSON client reads text), saved under the server's name.
 * A refusal rejects with the server's message.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<{ name: string; bytes: number }> {
  const response = await fetchFn(path, { headers: bearerHeader(), credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw new Error(serverMessage(body) ?? (response.statusText || 'Unknown Error'));
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the Blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return { name, bytes: blob.size };
}

const NUMBER = new Intl.NumberFormat('en-US');
export const countText = (n: number) => NUMBER.format(n);

/** 1536 → '1.5 KB' (en-US numbers; the words in the reader's language). */
export function bytesText(bytes: number | null, text: TranslateFunction): string {
  if (bytes === null) return text('db-tools.bytes.unknown');
  const units = ['', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0
    ? text('db-tools.bytes.bytes', { count: NUMBER.format(value) })
    : `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}
