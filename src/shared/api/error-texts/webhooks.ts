// Webhook refusals (server/webhooks; docs/webhooks.md), English.
export const WEBHOOK_ERRORS = {
  urlInvalid:
    '"%{url}" is not an address a webhook can call: give a full http or https URL without a user name or password',
  scheme: 'The scheme %{scheme} is not allowed (http and https only)',
  unresolved: 'The host %{host} does not resolve',
  private:
    '%{host} points at a private, loopback or reserved address, which webhooks may not call (WEBHOOK_ALLOW_PRIVATE=true lifts this for development and tests)',
  noEvent: 'Choose at least one event',
  unknownEvent: 'Unknown event %{events}: choose from %{choices}',
  secretRequired: 'A secret of at least %{min} characters is required',
  secretShort: 'The secret must be at least %{min} characters',
  inFlight: 'Delivery %{id} is being sent right now: look at its attempts again in a moment',
} as const;
