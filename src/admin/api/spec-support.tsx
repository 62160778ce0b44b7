// For component specs of screens that read through the query cache: a fresh
// QueryClient per render (nothing cached leaks from one spec to the next),
// configured like the app's (providers/query-client.ts). The date pickers
// bring their own localization (kit/dates/DateLocalization).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../providers/query-client.js';

export function withQueryClient(children: ReactNode, client: QueryClient = createQueryClient()) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
