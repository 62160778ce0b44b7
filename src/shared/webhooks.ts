// The events a webhook may subscribe to (issue 45 item 3), for both sides: the
// server validates a webhook's events against them and the admin lists them.
export const WEBHOOK_EVENTS = [
  'page.published',
  'page.unpublished',
  'page.deleted',
  'redirect.changed',
  'form.submitted',
  'media.changed',
] as const;

/** The event of "Send a test delivery": sent to the one webhook tested, whatever its events. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
