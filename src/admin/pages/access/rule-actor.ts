// Who is asking, for the role-group rules the screens show (shared/role-rules.ts):
// the signed-in user's id and roles, as the token says (while impersonating,
// the impersonated user's: the server judges the same way).
import type { RuleActor } from '../../../shared/role-rules.js';
import { currentUser } from '../../auth/auth-provider.js';

export function ruleActor(): RuleActor {
  try {
    const user = currentUser();
    return { userId: user?.userId ?? '', roles: user?.roles ?? [] };
  } catch {
    return { userId: '', roles: [] };
  }
}
