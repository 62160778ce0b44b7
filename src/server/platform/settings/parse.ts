// Environment text → checked setting values, against schema.ts. Every bad value
// is reported, not only the first, each as "NAME must be <what it accepts>,
// got <value>", so one failed start tells the operator everything to fix.
import Value from 'typebox/value';
import { describeAccepted } from './accepts.js';
import { SETTINGS, type SettingDeclaration, type SettingName, type SettingValues } from './schema.js';

export type Environment = Record<string, string | undefined>;

interface ParsedSettings {
  values: SettingValues;
  /** One line per bad setting; empty when all are good. */
  problems: string[];
  /** The settings those lines are about (their values are left undefined). */
  rejected: Set<SettingName>;
}

/** Settings the server cannot start with; the message lists every problem. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} settings are wrong:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

export function parseSettings(env: Environment): ParsedSettings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  const rejected = new Set<SettingName>();
  // Settings that depend on another one (onlyWith) come after all the others, so that one is known.
  const entries = (Object.entries(SETTINGS) as Array<[SettingName, SettingDeclaration]>).sort(
    ([, a], [, b]) => Number(!!a.onlyWith) - Number(!!b.onlyWith),
  );
  for (const [name, setting] of entries) {
    // A setting that does not apply is not read (nor checked): it keeps its default.
    const applies = !setting.onlyWith || values[setting.onlyWith.setting] === setting.onlyWith.value;
    const text = applies ? presentText(env[name], setting) : undefined;
    if (text === undefined) {
      values[name] = defaultOf(setting);
      continue;
    }
    const value = fromText(text, setting.type as Shape);
    const problem = !Value.Check(setting.type, value)
      ? `${name} must be ${describeAccepted(setting)}, got ${shown(text, setting)}`
      : setting.check?.(value, name);
    if (problem === undefined) values[name] = value;
    else {
      problems.push(problem);
      rejected.add(name);
    }
  }
  return { values: values as SettingValues, problems, rejected };
}

// A copy: the caller keeps lists in Config and may change them.
function defaultOf(setting: SettingDeclaration): unknown {
  return setting.default === undefined ? undefined : structuredClone(setting.default);
}

// An empty value counts as unset (`PORT=` in a compose file), except for lists,
// where it is the empty list: METRICS_ALLOW= closes /metrics to everyone.
function presentText(raw: string | undefined, setting: SettingDeclaration): string | undefined {
  if (raw === undefined) return undefined;
  // A secret is taken as given: a leading or trailing space may be part of it.
  const text = setting.secret ? raw : raw.trim();
  if (text === '' && (setting.type as Shape).type !== 'array') return undefined;
  return text;
}

interface Shape {
  type?: string;
  anyOf?: Array<{ const?: unknown }>;
}

// Strict on purpose: "8h", "1.5" or "1e3" stay text and fail the check, where
// Number() would have given NaN, 1.5 or 1000 and TypeBox's own Convert would truncate 1.5 to 1.
function fromText(text: string, schema: Shape): unknown {
  if (schema.anyOf)
    return schema.anyOf.find((c) => String(c.const).toLowerCase() === text.toLowerCase())?.const ?? text;
  switch (schema.type) {
    case 'integer':
      return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text.toLowerCase() === 'true' ? true : text.toLowerCase() === 'false' ? false : text;
    case 'array':
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    default:
      return text;
  }
}

// Secrets (keys, passwords, URLs with credentials) never appear in a message: a URL shows its scheme only.
function shown(text: string, setting: SettingDeclaration): string {
  if (!setting.secret) return JSON.stringify(text);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1];
  return scheme ? `"${scheme}:…" (the rest not shown)` : `${text.length} characters (not shown)`;
}
