// Whether drafting with AI is switched on (Site Setup, AI Tools, feature tag 85), read from GET /usage through the
// query cache the AI Tools screen shares. The editor offers "Draft with AI" only when it is; the server refuses
// drafts while it is off whatever the screen shows (src/server/ai/access.ts).
import { useQuery } from '@tanstack/react-query';
import { createHttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { aiApi, aiKeys } from './ai-api.js';

/** A minute: a switch turned in Site Setup reaches an open editor within it, or on the next screen. */
const SWITCH_STALE_MS = 60_000;

/** True once the server has said drafting is on; false while unknown, off, or for a user without the AI tools. */
export function useAiDraftsOn(mayUse: boolean, fetch?: typeof globalThis.fetch): boolean {
  const status = useQuery({
    queryKey: aiKeys.usage(),
    queryFn: () => aiApi(createHttpClient({ fetch })).usage(),
    enabled: mayUse,
    staleTime: SWITCH_STALE_MS,
    ...SCREEN_READ,
  });
  return mayUse && status.data?.draftsOn === true;
}
