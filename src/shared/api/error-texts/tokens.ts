// Token and Token Location refusals (server/tokens, shared/token-key.ts), English.
// %{token} is the Liquid a token is written as ({{ Key }}); %{uses} lists the places by title, record and field.
export const TOKEN_ERRORS = {
  nameNoKey: 'The name needs at least one letter or digit to make the key from',
  reservedKey: '"%{key}" is a word Liquid keeps for itself (%{words}): choose another name',
  keyTaken:
    'The key "%{key}" is taken: the token "%{name}" (%{id}) has the key "%{takenKey}". Keys are unique, whatever their case.',
  keyTakenRemoved:
    'The key "%{key}" is taken: the token "%{name}" (%{id}, in the Remove Content bin) has the key "%{takenKey}". Keys are unique, whatever their case.',
  renameInUse:
    'The token %{token} is used in one place, so its key cannot become "%{key}": %{uses}. Change those places first, or keep the name. |||| The token %{token} is used in %{smart_count} places, so its key cannot become "%{key}": %{uses}. Change those places first, or keep the name.',
  deleteInUse:
    'The token %{token} is used in one place: %{uses}. Take it out of that place first. |||| The token %{token} is used in %{smart_count} places: %{uses}. Take it out of those places first.',
  missing: 'Token %{id} was not found',
  location: {
    nameRequired: 'The name is required',
    nameTaken: 'A token location named "%{name}" already exists (%{id})',
    changed:
      'The token locations changed since you loaded them (there are now %{count}: %{ids}): reload and order them again',
    holdsSnippets:
      'The token location "%{name}" holds one snippet: %{snippets}. Move it to another location in Custom Code first. |||| The token location "%{name}" holds %{smart_count} snippets: %{snippets}. Move them to another location in Custom Code first.',
    missing: 'Token location %{id} was not found',
  },
} as const;
