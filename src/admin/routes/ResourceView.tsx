// A generated resource screen shown at one of the spec's own routes (spec §2:
// /user-management is the AspNetUsers list, /user-management/{UserId} its edit
// screen, …). The record id, or a fixed filter, comes from the route.
import { createContext, Suspense, useContext } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { GENERATED_RESOURCES } from '../generated/resources.generated.js';
import { OVERRIDES } from '../resources/overrides.js';

/** The record id a route parameter names, for Edit and Show outside the resource's own routes. */
export const RouteRecordId = createContext<string | undefined>(undefined);
export const useRouteRecordId = () => useContext(RouteRecordId);

/** A permanent filter from the route (e.g. RType of /redirects/{RType}). */
export const RouteFilter = createContext<Record<string, unknown> | undefined>(undefined);
export const useRouteFilter = () => useContext(RouteFilter);

export interface ResourceViewProps {
  resource: string;
  view: 'list' | 'show' | 'edit';
  /** The route parameter holding the record id (show and edit). */
  idParam?: string;
  /** Route parameter → field: a permanent list filter. */
  filterParams?: Record<string, string>;
}

export function ResourceView({ resource, view, idParam, filterParams }: ResourceViewProps) {
  const params = useParams();
  const generated = GENERATED_RESOURCES.find((r) => r.name === resource);
  const Screen = OVERRIDES[resource]?.[view] ?? generated?.[view];
  if (!Screen) throw new Error(`No ${view} screen for ${resource}`);
  const outer = useRouteFilter();
  const filter = filterParams ? Object.fromEntries(Object.entries(filterParams).map(([param, field]) => [field, params[param]])) : outer;
  return (
    <ResourceContextProvider value={resource}>
      <RouteRecordId.Provider value={idParam ? params[idParam] : undefined}>
        <RouteFilter.Provider value={filter}>
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        </RouteFilter.Provider>
      </RouteRecordId.Provider>
    </ResourceContextProvider>
  );
}
