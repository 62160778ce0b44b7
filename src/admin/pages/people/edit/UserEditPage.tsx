// /user-management/{UserId} (spec §2): one account, in tabs — profile and
// access (roles, permissions), security actions, its audit trail, and what
// it can reach and why (the access explainer). More tabs can be given.
// Replaces the raw AspNetUsers edit screen: no normalized names, stamps or
// hashes. What the signed-in user may not do is greyed out with the shared
// rule's reason (src/shared/people/account-rules.ts). A read-only account (the
// Auditor) gets the audit trail tab only (shared/history-access.ts).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { UserDetail } from '../../../../shared/api/people.js';
import { accountRefusals } from '../../../../shared/people/account-rules.js';
import { readsHistoryOnly } from '../../../../shared/history-access.js';
import { queryKeys } from '../../../api/query-keys.js';
import { FORM_READ } from '../../../api/read-options.js';
import { currentUser } from '../../../auth/auth-provider.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { errorText, usePeopleApi } from '../people-api.js';
import { usePickerTags, useRoles } from '../people-queries.js';
import { ruleActorOf } from '../rule-actor.js';
import { statusOf } from '../list/UserTable.js';
import { UserAccessTab } from './UserAccessTab.js';
import { UserAuditTab } from './UserAuditTab.js';
import { UserSecurityTab } from './UserSecurityTab.js';
import { REACH_TAB } from './reach-tab.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

export interface UserTab {
  key: string;
  /** A message key (or a text already in the reader's language). */
  label: string;
  render: (user: UserDetail) => ReactNode;
}

export function UserEditPage({ extraTabs = [] }: { extraTabs?: UserTab[] }) {
  const { UserId = '' } = useParams();
  const api = usePeopleApi();
  const text = useText();
  const { moment: when } = useDates();
  const notice = (useLocation().state ?? {}) as { notice?: string; noticeSeverity?: 'success' | 'warning' };
  const [search, setSearch] = useSearchParams();
  const detail = useQuery({ queryKey: queryKeys.people.user(UserId), queryFn: () => api.user(UserId), ...FORM_READ });
  const roles = useRoles();
  const tags = usePickerTags();
  const me = currentUser();
  if (detail.error) return <ErrorNotice message={errorText(detail.error, text)} />;
  if (!detail.data || !roles.data || !tags.data || !me) return <Loading />;
  const user = detail.data;
  const actor = ruleActorOf(me);
  const refusals = accountRefusals(actor, { userId: user.Id, roles: user.roles, disabled: user.disabled });
  const auditTab: UserTab = {
    key: 'audit',
    label: 'people.edit.tabs.audit',
    render: (u) => <UserAuditTab userId={u.Id} />,
  };
  // A read-only account (the Auditor) reads the account's audit trail only: the other tabs are its changes.
  const tabs: UserTab[] = readsHistoryOnly(me)
    ? [auditTab]
    : [
        {
          key: 'access',
          label: 'people.edit.tabs.access',
          render: (u) => (
            <UserAccessTab user={u} actor={actor} refusals={refusals} roles={roles.data} tags={tags.data} />
          ),
        },
        {
          key: 'security',
          label: 'people.edit.tabs.security',
          render: (u) => <UserSecurityTab user={u} refusals={refusals} />,
        },
        auditTab,
        REACH_TAB,
        ...extraTabs,
      ];
  const current = tabs.find((t) => t.key === search.get('tab')) ?? tabs[0];

  return (
    <ScreenFrame title={user.DisplayName || user.UserName}>
      {notice.notice && (
        <Alert severity={notice.noticeSeverity ?? 'success'} sx={{ mb: 2 }}>
          {notice.notice}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">
          {text('people.edit.summary', {
            userName: user.UserName,
            email: user.Email,
            when: when(user.lastSignIn) || text('people.edit.never'),
          })}
        </Typography>
        <Chip size="small" label={statusOf(user, text)} />
        {user.roles.map((r) => (
          <Chip key={r} size="small" variant="outlined" label={r} />
        ))}
      </Stack>
      <Tabs
        value={current.key}
        onChange={(_, key: string) => setSearch({ tab: key }, { replace: true })}
        aria-label={text('people.edit.sections')}
        variant="scrollable"
      >
        {tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            label={text(t.label)}
            id={`user-tab-${t.key}`}
            aria-controls={`user-tabpanel-${t.key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`user-tabpanel-${current.key}`}
        aria-labelledby={`user-tab-${current.key}`}
        sx={{ pt: 2 }}
      >
        {current.render(user)}
      </Box>
    </ScreenFrame>
  );
}

export default UserEditPage;
