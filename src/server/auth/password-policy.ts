// What a new password must be (issue 3): 8 to 128 characters, not one of the
// most common (breached) passwords, and not the user's own name or address.
import { COMMON_PASSWORDS } from './common-passwords.js';

const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

/** The reason a password is refused, or undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  user: { userName?: string; email?: string } = {},
): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `The new password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH)
    return `The new password is too long: use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower))
    return 'The new password is one of the most commonly used (and breached) passwords: choose another.';
  if (/^(.)\1+$/.test(password)) return 'The new password repeats one character: choose another.';
  const own = [user.userName, user.email, user.email?.split('@')[0]]
    .filter((v): v is string => !!v && v.length >= 3)
    .map((v) => v.toLowerCase());
  if (own.some((v) => lower === v || lower.includes(v)))
    return 'The new password must not contain your user name or e-mail address.';
  return undefined;
}
