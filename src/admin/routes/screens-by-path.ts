import type { ReactElement } from 'react';

/** A feature folder's screens by the spec §2 path each answers (`pages/<feature>/routes.tsx`). */
export type ScreensByPath = Readonly<Record<string, ReactElement>>;
