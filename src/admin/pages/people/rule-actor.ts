// The signed-in user as the shared account rules see them (the server reads
// the same facts from the verified token).
import type { RuleActor } from '../../../shared/people/account-rules.js';
import type { User } from '../../auth/session.js';

export const ruleActorOf = (user: Pick<User, 'userId' | 'roles' | 'impersonating'>): RuleActor => ({
  userId: user.userId,
  roles: user.roles,
  impersonating: user.impersonating,
});
