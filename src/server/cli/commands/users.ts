// Account commands of `npm run admin`: create-user, reset-password, unlock,
// list-admins. Each goes through the product's own code — the invitation's
// account creation (checked e-mail, names not taken, roles by the shared
// rules, every row audited), the reset link of auth/password-flows.ts, the
// User Management unlock — acting as the operator (cli-actor.ts).
import { auditEvent } from '../../platform/data/audit-events.js';
import { issueSetPasswordLink, setPassword } from '../../auth/password-flows.js';
import { INVITE_TTL_MS, RESET_TTL_MS } from '../../auth/one-time.js';
import { passwordProblem } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { findUserByLogin, type UserRow } from '../../auth/users.js';
import type { Executor } from '../../platform/db/executor.js';
import { decodeRow } from '../../platform/data/codec.js';
import { createInvited } from '../../people/user-save.js';
import { unlockUser } from '../../people/user-actions.js';
import { cliActor } from '../cli-actor.js';
import { CliError, type Command, type CommandContext } from '../command.js';

const text = (context: CommandContext, name: string): string | undefined => {
  const v = context.values[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

const required = (context: CommandContext, name: string): string => {
  const v = text(context, name);
  if (!v) throw new CliError(`--${name} is required (see --help)`);
  return v;
};

async function userNamed(db: Executor, login: string): Promise<UserRow> {
  const user = await findUserByLogin(db, login);
  if (!user)
    throw new CliError(
      `No account signs in as "${login}" (give a user name or an e-mail address; list-admins lists the administrators)`,
    );
  return user;
}

async function roleIdNamed(db: Executor, name: string): Promise<string> {
  const roles = await db.all<{ Id: string; Name: string }>(
    db.builder.selectFrom('AspNetRoles').select(['Id', 'Name']).orderBy('Name').compile(),
  );
  const found = roles.find((r) => r.Name.trim().toLowerCase() === name.trim().toLowerCase());
  if (!found)
    throw new CliError(
      `There is no role "${name}" (roles: ${roles.map((r) => r.Name).join(', ') || 'none — start the server once to seed them'})`,
    );
  return found.Id;
}

const days = (ms: number) => `${ms / 86_400_000} day${ms === 86_400_000 ? '' : 's'}`;
const hours = (ms: number) => `${ms / 3_600_000} hour${ms === 3_600_000 ? '' : 's'}`;

export const createUser: Command = {
  name: 'create-user',
  summary: 'Create a staff account with a role',
  usage: '--email ADDRESS --name "FULL NAME" --role ROLE [--user-name NAME] [--password-stdin]',
  details: [
    '--email           the address the account signs in with and gets mail at',
    '--name            the name shown in the back office',
    '--role            MoJoAdmin, Admin, Maintenance User, or a role group of User Management',
    '--user-name       the user name (default: the e-mail address)',
    '--password-stdin  read the password from standard input (first line) instead of printing',
    `                  a link to choose one (valid ${days(INVITE_TTL_MS)}, usable once)`,
  ],
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'user-name': { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
  positionals: 0,
  async run(context) {
    const email = required(context, 'email');
    const displayName = required(context, 'name');
    const role = required(context, 'role');
    const userName = text(context, 'user-name') ?? email;
    const password = context.values['password-stdin'] ? (await context.stdin()).split(/\r?\n/)[0] : undefined;
    if (password !== undefined) {
      const problem = passwordProblem(password, { userName, email });
      if (problem) throw new CliError(`The password is refused: ${problem}`);
    }
    const db = await context.database();
    const actor = cliActor();
    const roleId = await roleIdNamed(db, role);
    const id = await db.transaction((tx) =>
      createInvited(tx, actor, {
        UserName: userName,
        DisplayName: displayName,
        Email: email,
        roleIds: [roleId],
        tagIds: [],
        contentIds: [],
      }),
    );
    if (password !== undefined) {
      await setPassword(db, { Id: id }, await hashPassword(password), false);
      await auditEvent(db, {
        type: 'Password',
        message: `Password set for ${userName} from the admin command line`,
        userName: actor.userName,
        requestId: actor.requestId,
        about: id,
      });
      context.print(`Created ${userName} (${role}); they can sign in now with the password given.`);
      return;
    }
    const link = await issueSetPasswordLink({ db, config: context.config }, { Id: id, Email: email }, INVITE_TTL_MS);
    await auditEvent(db, {
      type: 'Password',
      message: `Set-password link for ${userName} printed by the admin command line`,
      userName: actor.userName,
      requestId: actor.requestId,
      about: id,
    });
    context.print(
      `Created ${userName} (${role}). Give them this link to choose a password (valid ${days(INVITE_TTL_MS)}, usable once):`,
    );
    context.print(link);
  },
};

export const resetPassword: Command = {
  name: 'reset-password',
  summary: 'Print a one-time link to set a new password',
  usage: 'USER',
  details: [
    'USER  the user name or e-mail address',
    `The link works once, for ${hours(RESET_TTL_MS)}; any earlier link stops working. The current password keeps working until the new one is set.`,
  ],
  options: {},
  positionals: 1,
  async run(context) {
    const db = await context.database();
    const user = await userNamed(db, context.positionals[0]);
    if (user.Disabled === true)
      context.print(
        `Note: ${user.UserName} is disabled; enable the account in User Management before they can sign in.`,
      );
    const link = await issueSetPasswordLink({ db, config: context.config }, user, RESET_TTL_MS);
    const actor = cliActor();
    await auditEvent(db, {
      type: 'Password',
      message: `Password reset link for ${user.UserName} printed by the admin command line`,
      userName: actor.userName,
      requestId: actor.requestId,
      about: user.Id,
    });
    context.print(`A link for ${user.UserName} to set a new password (valid ${hours(RESET_TTL_MS)}, usable once):`);
    context.print(link);
  },
};

export const unlock: Command = {
  name: 'unlock',
  summary: 'End the lock-out after too many failed sign-ins',
  usage: 'USER',
  details: ['USER  the user name or e-mail address'],
  options: {},
  positionals: 1,
  async run(context) {
    const db = await context.database();
    const user = await userNamed(db, context.positionals[0]);
    await unlockUser(db, cliActor(), user.Id);
    const locked = user.LockoutEnd && Date.parse(user.LockoutEnd) > Date.now();
    context.print(
      locked
        ? `Unlocked ${user.UserName}: they can sign in again.`
        : `${user.UserName} was not locked out; the failed sign-in count is reset.`,
    );
  },
};

export const listAdmins: Command = {
  name: 'list-admins',
  summary: 'List the MoJoAdmin and Admin accounts',
  usage: '',
  details: ['One line each: user name, e-mail, roles, and whether disabled or locked out.'],
  options: {},
  positionals: 0,
  async run(context) {
    const db = await context.database();
    const rows = await db.all<{
      UserName: string;
      Email: string;
      Role: string;
      Disabled: unknown;
      LockoutEnd: unknown;
    }>(
      db.builder
        .selectFrom('AspNetUsers as u')
        .innerJoin('AspNetUserRoles as ur', 'ur.UserId', 'u.Id')
        .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
        .select([
          'u.UserName as UserName',
          'u.Email as Email',
          'r.Name as Role',
          'u.Disabled as Disabled',
          'u.LockoutEnd as LockoutEnd',
        ])
        .where('r.NormalizedName', 'in', ['MOJOADMIN', 'ADMIN'])
        .orderBy('u.UserName')
        .orderBy('r.Name')
        .compile(),
    );
    if (!rows.length) throw new CliError('There is no MoJoAdmin or Admin account: create one with create-user');
    const byUser = new Map<string, { email: string; roles: string[]; notes: string[] }>();
    for (const row of rows) {
      // The account's columns as the codec decodes them (Disabled a boolean, LockoutEnd ISO UTC); Role passes as read.
      const r = decodeRow('AspNetUsers', row, db.dialect);
      const entry = byUser.get(r.UserName) ?? { email: r.Email, roles: [], notes: [] };
      entry.roles.push(r.Role);
      if (r.Disabled === true && !entry.notes.includes('disabled')) entry.notes.push('disabled');
      if (r.LockoutEnd && Date.parse(r.LockoutEnd) > Date.now() && !entry.notes.some((n) => n.startsWith('locked')))
        entry.notes.push(`locked out until ${r.LockoutEnd}`);
      byUser.set(r.UserName, entry);
    }
    for (const [name, e] of byUser) context.print([name, e.email, e.roles.join(', '), ...e.notes].join('\t'));
  },
};
