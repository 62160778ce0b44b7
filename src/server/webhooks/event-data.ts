// The `data` of the events the webhooks' own write rules raise: what a
// receiver needs to act (rebuild a page, purge a URL), never a whole row.
import type { Row } from '../platform/db/executor.js';

export const pageData = (row: Row) => ({
  CId: Number(row.CId),
  CtId: Number(row.CtId),
  CTitle: row.CTitle ?? null,
  CSeoUrl: row.CSeoUrl ?? null,
});

const redirect = (row: Row) => ({ RId: Number(row.RId), RFrom: row.RFrom, RTo: row.RTo, RType: row.RType });

export const redirectData = (before: Row | undefined, after: Row | undefined) => ({
  action: !before ? 'created' : !after ? 'deleted' : 'updated',
  ...redirect((after ?? before)!),
  ...(before && after ? { before: redirect(before) } : {}),
});
