// Hand-written overrides of generated resources (design example 1): each
// entry replaces single keys of one resource's definition, e.g.
//   Content: { edit: lazy(() => import('./content/ContentEdit.js')) }.
import { lazy } from 'react';
import type { ResourceDefinition } from '../resource-kit/resource-definition.js';

export const OVERRIDES: Record<string, Partial<ResourceDefinition>> = {
  AspNetUsers: { edit: lazy(() => import('./users/UserEdit.js')) },
};
