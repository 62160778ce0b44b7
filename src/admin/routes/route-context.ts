// What a spec §2 route tells the screen it shows, when that screen is a
// generated resource's (e.g. /redirects/{RType}, a section's record): the
// record id, or a fixed list filter, taken from the route.
import { createContext, useContext } from 'react';

/** The record id a route parameter names, for Edit and Show outside the resource's own routes. */
export const RouteRecordId = createContext<string | undefined>(undefined);
export const useRouteRecordId = () => useContext(RouteRecordId);

/** A permanent filter from the route (e.g. RType of /redirects/{RType}). */
export const RouteFilter = createContext<Record<string, unknown> | undefined>(undefined);
export const useRouteFilter = () => useContext(RouteFilter);
