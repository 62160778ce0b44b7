// A list of the content linked to one tag (Careers 214): react-admin reads
// Content through GET /api/v1/mc/sections/{TId}/content instead of the
// generic /api/v1/db/content. That call takes the generic list's paging,
// filters, order and fields, so the app's own data provider serves it, only
// with the section's path as its base; every other resource (and every
// write) still goes to the generic interface. Sending the linked ids as a
// Content filter instead would break the filter grammar's 50 terms once the
// ids are OR-ed with a search's alternatives.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';
import { createDataProvider, type AppDataProvider } from '../../../providers/data-provider.js';
import { createHttpClient, type HttpClient } from '../../../providers/http-client.js';
import { MC_BASE } from '../../../api/site-api.js';

const HttpContext = createContext<HttpClient | undefined>(undefined);

/** Specs give the section reads their client over a fake fetch; the app uses the default one. */
export function LinkedContentHttpProvider({ http, children }: { http: HttpClient; children: ReactNode }) {
  return <HttpContext.Provider value={http}>{children}</HttpContext.Provider>;
}

/** The data provider that lists Content linked to `tagId`, everything else as `base` does. */
function linkedContentProvider(base: AppDataProvider, http: HttpClient, tagId: number): AppDataProvider {
  // createDataProvider reads `${apiUrl}/content`: /api/v1/mc/sections/{TId}/content.
  const linked = createDataProvider(`${MC_BASE}/sections/${tagId}`, http);
  return {
    ...base,
    getList: (resource, params) => (resource === 'Content' ? linked : base).getList(resource, params),
    getAllForExport: (resource, params) => (resource === 'Content' ? linked : base).getAllForExport(resource, params),
  };
}

export function LinkedContentSource({ tagId, children }: { tagId: number; children: ReactNode }) {
  const base = useContext(DataProviderContext) as AppDataProvider | null;
  const given = useContext(HttpContext);
  const provider = useMemo(
    () => (base ? linkedContentProvider(base, given ?? createHttpClient(), tagId) : null),
    [base, given, tagId],
  );
  return (
    <DataProviderContext.Provider value={provider as DataProvider | null}>{children}</DataProviderContext.Provider>
  );
}
