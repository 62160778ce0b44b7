// The account page's tab of what the user can reach, and why: the access
// explainer's component (pages/access/UserReach.tsx), answered by the server
// from the same shared rules as page access and the dashboard.
import { UserReach } from '../../access/UserReach.js';
import type { UserTab } from './UserEditPage.js';

export const REACH_TAB: UserTab = {
  key: 'reach',
  label: 'people.edit.tabs.reach',
  render: (u) => <UserReach userId={u.Id} />,
};
