// API Access (spec §2 /api-access and /api-access/{AgId}; issue 13 item 5):
// a group of API endpoints read and saved with its endpoints, in one call
// and one transaction, under /api/v1/mc/api-access.
import { Type, type Static } from 'typebox';
import { API_SCHEMAS } from '../generated/api-schemas.generated.js';
import type { ApiEndpoint, ApiGroup } from '../generated/entities.generated.js';

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export const MAX_ENDPOINTS_PER_GROUP = 500;

export const AgIdParams = Type.Object({ agId: Type.String({ description: 'The API group id (AgId).' }) });

const EndpointDraft = Type.Object(
  {
    AeId: Type.Optional(
      Type.Union([Type.Integer(), Type.Null()], { description: 'The endpoint kept; absent, null or 0 for a new one.' }),
    ),
    AeMethod: Type.Unknown({ description: `One of ${API_METHODS.join(', ')}.` }),
    AePath: Type.Unknown({ description: 'A path starting with /, without spaces, query or fragment.' }),
    AeDescription: Type.Optional(Type.Unknown()),
    AeEnabled: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** A save: the group's fields and its endpoints as they should be. Endpoints left out are deleted. */
export const ApiGroupSaveBody = Type.Object(
  {
    group: Type.Object(
      {
        AgName: Type.Unknown(),
        AgDescription: Type.Optional(Type.Unknown()),
        AgEnabled: Type.Optional(Type.Unknown()),
      },
      { additionalProperties: false },
    ),
    endpoints: Type.Array(EndpointDraft, { description: `The group's endpoints, at most ${MAX_ENDPOINTS_PER_GROUP}.` }),
  },
  { additionalProperties: false },
);

export interface EndpointDraft {
  AeId?: number | null;
  AeMethod: string;
  AePath: string;
  AeDescription?: string | null;
  AeEnabled?: boolean;
}
export interface ApiGroupSave {
  group: { AgName: string; AgDescription?: string | null; AgEnabled?: boolean };
  endpoints: EndpointDraft[];
}

export const ApiGroupWithEndpoints = Type.Object({
  group: API_SCHEMAS.ApiGroup.record,
  endpoints: Type.Array(API_SCHEMAS.ApiEndpoint.record),
});
export type ApiGroupWithEndpoints = { group: Required<ApiGroup>; endpoints: Required<ApiEndpoint>[] };
export const ApiGroupList = Type.Array(ApiGroupWithEndpoints);

export type ApiGroupSaveBody = Static<typeof ApiGroupSaveBody>;
