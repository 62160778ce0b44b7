// The history screens as a read-only account (the Auditor, issue 40 item 5) finds them: the dashboard's panel and the sidebar's group.
export default {
  group: 'History',
  auditLog: 'Audit log',
  changes: 'Changes',
  errorLog: 'Error log',
  accounts: 'Accounts and their audit trails',
  panelTitle: 'Your account reads only',
  panelIntro:
    'You can read the records of the site, their change history and the audit log, and export lists as CSV. Nothing can be changed from this account.',
  panelData: "The sidebar's Data group lists every table you may read; a page's version history is on its Summary.",
} as const;
