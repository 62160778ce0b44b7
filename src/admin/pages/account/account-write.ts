// What every change on My Account does with the answer: the account as it
// now is goes into the cache, and a new token (the server renews it when the
// change ended the account's other sessions) replaces the stored one.
import { useQueryClient } from '@tanstack/react-query';
import type { AccountAnswer } from '../../../shared/api/people.js';
import { queryKeys } from '../../api/query-keys.js';
import { storeToken } from '../../auth/token-storage.js';

export function useAccountAnswer() {
  const client = useQueryClient();
  return async (answer: AccountAnswer) => {
    if (answer.token) storeToken(answer.token);
    // A read still on its way (the page's first one) would put back the account as it was.
    await client.cancelQueries({ queryKey: queryKeys.people.account() });
    client.setQueryData(queryKeys.people.account(), answer.account);
    return answer.message;
  };
}
