// AI Tools refusals (server/ai): the provider's failures, the daily limit, the settings, English.
// %{detail} is what the provider or the network said, as it said it.
export const AI_ERRORS = {
  notAllowed: 'The AI tools are for Admin and MoJoAdmin accounts and users given the AI Tools tag (85)',
  switchedOff: 'The AI tools are switched off (Site Setup, AI Tools): no page text is sent to the AI provider',
  baseUrl: 'The base URL must be an http or https address without credentials, e.g. https://api.openai.com/v1',
  addressRefused: '%{detail} (AI Tools base URL; a private address needs FETCH_ALLOW)',
  keyMissing:
    'The key "%{key}" named in the AI Tools settings is not in Key Manager or has no value (leave the key name empty for a server that needs none)',
  noPromptMeta: 'There is no AI prompt for meta descriptions: add one on the AI Tools screen',
  noPromptContent: 'There is no AI prompt for block copy: add one on the AI Tools screen',
  promptMissing: 'AI prompt %{id} was not found',
  blockMissing: 'Block %{cbId} is not on page %{cId}',
  dailyOff: 'AI drafts are switched off: the daily limit is 0 (AI Tools settings)',
  dailyUsed: 'You have used all %{limit} AI drafts for today (UTC): the limit resets at midnight UTC',
  timeout: 'The AI server did not answer within %{seconds} seconds',
  cancelled: 'The call was cancelled',
  unreachable: 'The AI server could not be reached: %{detail}',
  keyRefused:
    'The AI server refused the API key (%{status}): check the key named in AI Tools settings in Key Manager. %{detail}',
  rateLimited: 'The AI server is limiting requests (429): try again later. %{detail}',
  answered: 'The AI server answered %{status}: %{detail}',
  answeredError: 'The AI server answered an error: %{detail}',
  unreadable: 'The AI server sent an answer that could not be read: %{detail}',
  contentFilter: 'The AI model declined to write this (content filter)',
  declined: 'The AI model declined: %{detail}',
  brokeOff: 'The AI answer broke off',
} as const;
