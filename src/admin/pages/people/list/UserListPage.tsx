// /user-management (spec §2): the staff accounts, searched and filtered,
// with an invitation for a new colleague. Replaces the raw AspNetUsers list.
// A read-only account (the Auditor) reads it without the invitation.
import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { usersRefusal } from '../../../../shared/people/account-rules.js';
import { readsHistoryOnly } from '../../../../shared/history-access.js';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { useDebouncedValue } from '../../../api/useDebouncedValue.js';
import { currentUser } from '../../../auth/auth-provider.js';
import { SEARCH_DEBOUNCE_MS } from '../../../resource-kit/page-sizes.js';
import { ErrorNotice, ScreenFrame } from '../../../kit/ScreenStates.js';
import { PagingBar } from '../PagingBar.js';
import { errorText, usePeopleApi } from '../people-api.js';
import { usePickerTags, useRoles } from '../people-queries.js';
import { RuleReason } from '../RuleReason.js';
import { ruleActorOf } from '../rule-actor.js';
import { InviteUserDialog } from './InviteUserDialog.js';
import { filtering, listParamsOf, listQueryOf, searchOf, type ListParams } from './list-params.js';
import { UserFilters } from './UserFilters.js';
import { UserTable } from './UserTable.js';
import { useText } from '../../../i18n/use-text.js';

export function UserListPage() {
  const api = usePeopleApi();
  const t = useText();
  const user = currentUser();
  const actor = user ? ruleActorOf(user) : { userId: '', roles: [], impersonating: false };
  const [search, setSearch] = useSearchParams();
  const params = listParamsOf(search);
  const [text, setText] = useState(params.q);
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const update = (patch: Partial<ListParams>) => setSearch(searchOf({ ...params, ...patch }), { replace: true });
  // The settled search text goes into the address (it starts empty until the first text settles: that is no change).
  const settled = useRef(q);
  useEffect(() => {
    if (q === settled.current) return;
    settled.current = q;
    if (q !== params.q) update({ q, page: 1 });
  }, [q]); // only a change of the settled text counts
  const query = listQueryOf(params, params.q);
  const list = useQuery({
    queryKey: queryKeys.people.users(query),
    queryFn: () => api.users(query),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  const roles = useRoles();
  const tags = usePickerTags();
  const [inviting, setInviting] = useState(false);
  const refused = usersRefusal(actor);

  const invite = (
    <div>
      <Button
        variant="contained"
        onClick={() => setInviting(true)}
        disabled={!!refused}
        {...(refused ? { 'aria-describedby': 'invite-reason' } : {})}
      >
        {t('people.list.invite')}
      </Button>
      <RuleReason id="invite-reason" refusal={refused} />
    </div>
  );
  return (
    <ScreenFrame title={t('people.list.title')} actions={readsHistoryOnly(user) ? undefined : invite}>
      <UserFilters params={params} text={text} onText={setText} onChange={update} roles={roles.data ?? []} />
      {list.error && <ErrorNotice message={errorText(list.error, t)} />}
      <UserTable rows={list.data?.rows} loading={list.isPending} filtering={filtering(params)} />
      <PagingBar
        label={t('people.list.table')}
        pagination={list.data?.pagination}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize, page: 1 })}
      />
      {inviting && (
        <InviteUserDialog actor={actor} roles={roles.data} tags={tags.data} onClose={() => setInviting(false)} />
      )}
    </ScreenFrame>
  );
}

export default UserListPage;
