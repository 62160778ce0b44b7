// The API's own reference: the OpenAPI document and its browsable page (decision 0019).
import type { Feature } from '../platform/http/feature.js';
import { registerOpenApiDocument } from './openapi.js';

export const referenceFeatures: Feature[] = [
  {
    name: 'API reference',
    audience: 'public',
    register: (scope, { signIn }) => registerOpenApiDocument(scope, signIn),
  },
];
