// The raw tables' own routes (/{Entity}, /{Entity}/{id}, …: react-admin's
// resource screens) open for Admin and MoJoAdmin only (shared/raw-data.ts);
// anyone else gets 'Permission Denied', as for a protected page. The spec's
// routes that show a generated screen (with route-context.ts) are not these: page
// access decides those.
import type { ComponentType } from 'react';
import { mayBrowseRawData } from '../../shared/raw-data.js';
import { currentUser } from '../auth/auth-provider.js';
import { PermissionDeniedPage } from '../layout/FallbackPages.js';
import type { ResourceDefinition } from '../resource-kit/resource-definition.js';

const SCREENS = ['list', 'show', 'edit', 'create'] as const;

/** The signed-in user's roles; none for a signed-out visitor or a token that is not one. */
export function rolesOfSignedIn(): readonly string[] {
  try {
    return currentUser()?.roles ?? [];
  } catch {
    return [];
  }
}

function guarded(Screen: ComponentType): ComponentType {
  const RawDataScreen = () => (mayBrowseRawData(rolesOfSignedIn()) ? <Screen /> : <PermissionDeniedPage />);
  return RawDataScreen;
}

/** A resource definition whose screens refuse everyone below Admin. */
export function rawDataScreens(definition: ResourceDefinition): ResourceDefinition {
  const out: ResourceDefinition = { ...definition };
  for (const key of SCREENS) {
    const Screen = definition[key];
    if (Screen) out[key] = guarded(Screen);
  }
  return out;
}
