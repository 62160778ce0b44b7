// Values the server derives from others on every write, per entity: the
// ASP.NET Identity normalized names (upper-cased, as Identity does), which
// sign-in looks users up by.
import type { Values } from './write-values.js';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);

const DERIVED: Record<string, (values: Values) => void> = {
  AspNetUsers: (v) => {
    if ('UserName' in v) v.NormalizedUserName = upper(v.UserName);
    if ('Email' in v) v.NormalizedEmail = upper(v.Email);
  },
  AspNetRoles: (v) => {
    if ('Name' in v) v.NormalizedName = upper(v.Name);
  },
};

export function applyDerived(entity: string, values: Values): Values {
  DERIVED[entity]?.(values);
  return values;
}
