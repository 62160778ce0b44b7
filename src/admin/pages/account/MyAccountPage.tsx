// My Account (/account, spec §2; every signed-in user may open it, spec §6):
// your name, e-mail address (changed once the new address is confirmed),
// password, second factor, authenticator app, passkeys (docs/sign-in.md), language (issue 29 item 1), and the sessions: each with 'Sign out', and
// 'sign out everywhere'. While impersonating,
// the sign-in facts are greyed out with the shared rule's reason.
import { useQuery } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { selfServiceRefusal } from '../../../shared/people/account-rules.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { currentUser } from '../../auth/auth-provider.js';
import { errorText, usePeopleApi } from '../people/people-api.js';
import { ruleActorOf } from '../people/rule-actor.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { EmailSection } from './EmailSection.js';
import { NameSection } from './NameSection.js';
import { PasswordSection } from './PasswordSection.js';
import { SecondFactorSection } from './SecondFactorSection.js';
import { AuthenticatorSection } from './AuthenticatorSection.js';
import { PasskeysSection } from './PasskeysSection.js';
import { SessionsSection } from './SessionsSection.js';
import { useConfirmEmailLink } from './useConfirmEmailLink.js';
import { LanguageSection } from './LanguageSection.js';
import { useText } from '../../i18n/use-text.js';

export function MyAccountPage() {
  const text = useText();
  const api = usePeopleApi();
  const user = currentUser();
  const confirmed = useConfirmEmailLink();
  const account = useQuery({ queryKey: queryKeys.people.account(), queryFn: () => api.account(), ...SCREEN_READ });
  if (!user) return null;
  if (account.error) return <ErrorNotice message={errorText(account.error)} />;
  if (!account.data) return <Loading />;
  const a = account.data;
  const refusal = selfServiceRefusal(ruleActorOf(user));
  return (
    <ScreenFrame title={text('account.title')}>
      <Typography sx={{ mb: 2 }}>
        {text('account.signedInAs')} <strong>{a.UserName}</strong>
        {a.roles.length ? ` (${a.roles.join(', ')})` : ''}.
      </Typography>
      <Stack spacing={2}>
        <NameSection account={a} />
        <EmailSection account={a} refusal={refusal} confirmed={confirmed} />
        <PasswordSection userName={a.UserName} refusal={refusal} />
        <SecondFactorSection account={a} refusal={refusal} />
        <AuthenticatorSection refusal={refusal} />
        <PasskeysSection refusal={refusal} />
        <LanguageSection />
        <SessionsSection impersonating={a.impersonating} />
      </Stack>
    </ScreenFrame>
  );
}
