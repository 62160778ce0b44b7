// One setting's declaration, and setting(), which every settings file (schema.ts and the
// groups it spreads in) uses to declare its entries, so each keeps its exact TypeBox type.
import type { Static, TSchema } from 'typebox';

export const SETTING_GROUPS = {
  server: 'Server',
  database: 'Database',
  firstStart: 'First start',
  sessions: 'Sign-in and sessions',
  secrets: 'Stored keys',
  network: 'Proxies, browsers and limits',
  mail: 'Mail',
  storage: 'Files and storage',
  observability: 'Logs and metrics',
} as const;

export interface SettingDeclaration<T extends TSchema = TSchema> {
  group: keyof typeof SETTING_GROUPS;
  /** The values accepted (TypeBox, that is JSON Schema): type, range, pattern, choices. */
  type: T;
  /** Used when the variable is unset or empty; the compiler checks it against `type`. */
  default?: Static<T>;
  /** One line for operators: what the setting changes. */
  description: string;
  /** For a default that depends on other settings, which `default` cannot say. */
  defaultText?: string;
  /** What the value must look like, where the type alone cannot say it in words (patterns). */
  accepts?: string;
  /** Taken verbatim (never trimmed) and never repeated in messages. */
  secret?: boolean;
  /** Read and checked only when another setting has this value (the S3 settings mean nothing to local storage). */
  onlyWith?: { setting: string; value: string };
  /** A check the type cannot express, run on a value of the right type; returns the problem in full, naming the setting. */
  check?: (value: Static<T>, name: string) => string | undefined;
}

// Overloads keep each entry's exact TypeBox type and record whether it has a
// default, so SettingValues below knows which values can be undefined.
export function setting<T extends TSchema>(
  d: SettingDeclaration<T> & { default: Static<T> },
): SettingDeclaration<T> & { default: Static<T> };
export function setting<T extends TSchema>(d: SettingDeclaration<T>): SettingDeclaration<T> & { default?: undefined };
export function setting<T extends TSchema>(d: SettingDeclaration<T>) {
  return d;
}
