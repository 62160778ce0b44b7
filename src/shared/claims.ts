// The session token's permissions string (spec §3): entries separated by
// '|', each 'name:value'. Numeric values become numbers; values are grouped
// per name into sorted unique lists. A TId claim lists the tags a user may use.
export type Permissions = Record<string, (string | number)[]>;

export function parsePermissions(text: string | undefined | null): Permissions {
  const groups: Record<string, Set<string | number>> = {};
  for (const entry of (text ?? '').split('|')) {
    const at = entry.indexOf(':');
    if (at <= 0) continue;
    const name = entry.slice(0, at).trim();
    const raw = entry.slice(at + 1).trim();
    if (!name || !raw) continue;
    const value = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
    (groups[name] ??= new Set()).add(value);
  }
  const out: Permissions = {};
  for (const [name, set] of Object.entries(groups)) {
    out[name] = [...set].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
  }
  return out;
}

export function formatPermissions(p: Permissions): string {
  return Object.entries(p)
    .flatMap(([name, values]) => values.map((v) => `${name}:${v}`))
    .join('|');
}

/** The numeric values of one claim, e.g. the TId list. */
export function numericClaim(p: Permissions, name: string): number[] {
  return (p[name] ?? []).filter((v): v is number => typeof v === 'number');
}

/** A stored claim row (AspNetUserClaims, AspNetRoleClaims). */
export interface ClaimRow {
  ClaimType: string;
  ClaimValue: string | null;
}

/** The permissions a token carries for these claim rows (a user's own and its roles'): the same parsing as the token's string. */
export function permissionsFromClaims(rows: readonly ClaimRow[]): Permissions {
  return parsePermissions(rows.map((c) => `${c.ClaimType}:${c.ClaimValue ?? ''}`).join('|'));
}
