// The e-mailed confirmation link opens /account?confirmEmail=<token> (signed
// in first, if need be, through the return parameter): the token is sent
// once, the parameter leaves the address, and the outcome is shown.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText, usePeopleApi } from '../people/people-api.js';
import type { Outcome } from './AccountSection.js';
import { useAccountAnswer } from './account-write.js';

const CONFIRM_PARAM = 'confirmEmail';

export function useConfirmEmailLink(): Outcome | undefined {
  const api = usePeopleApi();
  const adopt = useAccountAnswer();
  const [search, setSearch] = useSearchParams();
  const token = search.get(CONFIRM_PARAM);
  const sent = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // a write, sent once even when React runs effects twice
    setSearch({}, { replace: true });
    setOutcome({ severity: 'info', text: 'Confirming your new e-mail address…' });
    api.confirmEmail(token).then(
      async (answer) => setOutcome({ severity: 'success', text: await adopt(answer) }),
      (e) => setOutcome({ severity: 'error', text: errorText(e) }),
    );
  }, [token]); // the token alone starts it
  return outcome;
}
