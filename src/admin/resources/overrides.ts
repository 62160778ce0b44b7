// Hand-written overrides of generated resources (design example 1): each
// entry replaces single keys of one resource's definition, e.g.
//   Content: { edit: lazy(() => import('./content/ContentEdit.js')) }.
import type { ResourceDefinition } from '../resource-kit/resource-definition.js';

export const OVERRIDES: Record<string, Partial<ResourceDefinition>> = {};
