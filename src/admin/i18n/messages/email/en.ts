// Email Test and the archived message (src/admin/pages/email).
export default {
  page: {
    title: 'Email Test',
    intro:
      'Send a message through the site’s mail pipeline to check delivery and how a template looks. Every message is kept in the e-mail archive.',
    form: 'Test e-mail',
    to: 'To',
    toHelp: 'One address, or several separated by commas.',
    template: 'Template',
    messageTemplate: 'A message template: it brings its own words and, when the subject is empty, its subject.',
    layout: 'A layout: the body below is placed inside it.',
    subject: 'Subject',
    body: 'Body',
    bodyHelp: 'HTML is allowed; scripts and unsafe markup are removed before sending.',
    sending: 'Sending…',
    send: 'Send test e-mail',
    recent: 'Recent e-mail archive',
    date: 'Date',
    status: 'Status',
    actions: 'Actions',
    noData: 'No data available',
    viewLabel: 'View message #%{id}',
    view: 'View',
  },
  outcome: {
    sent: 'Sent: the mail server accepted the message.',
    outbox:
      'Filed in the outbox: no mail server is configured (SMTP_URL), so the message was saved as a file instead of sent.',
    failed: 'Not sent: %{error}.',
    notAccepted: 'the mail server did not accept it',
  },
  archived: {
    section: 'Archived message',
    heading: 'Archived message #%{id}',
    to: 'To',
    from: 'From',
    subject: 'Subject',
    status: 'Status',
    date: 'Date',
    frame: 'Archived message #%{id} as sent',
  },
} as const;
