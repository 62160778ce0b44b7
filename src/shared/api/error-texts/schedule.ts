// Scheduled changes' refusals (server/editor/schedule, docs/scheduled-changes.md), English.
export const SCHEDULE_ERRORS = {
  passed: 'This time has passed: choose a time from now on',
  versionMissing: 'Version %{cvId} was not found: it was discarded or replaced, reload the list',
  alreadyLive: 'Version %{cvId} is already the live version of its page',
  siteRecord: 'Content %{id} (%{name}) is a record the site needs: it cannot be unpublished',
  notLive: 'Page %{id} is not live: there is nothing to unpublish',
  changeMissing: 'This scheduled change was not found: it was removed, or its page is outside your pages',
  notPending: 'This scheduled change already happened, failed or was cancelled: only a pending change can be changed',
};
