// Custom Code refusals (server/custom-code: snippets, page CSS, security header rules), English.
// A header rule's problem starts with its rule's number (%{rule}); a policy's with the header (%{name}) and directive.
export const CODE_ERRORS = {
  locationMissing: 'Token location %{id} does not exist (see Token Locations)',
  snippetOrder: 'The order must name every snippet exactly once',
  restoreWithoutLocation: 'Snippet %{id} has no token location: choose one and save before restoring',
  cssStyleEnd: 'The CSS may not contain "</style": it would end the page’s style element',
  contentMissing: 'Content %{id} was not found',
  header: {
    nameRequired: 'Rule %{rule}: A header name is required',
    nameInvalid:
      'Rule %{rule}: "%{name}" is not a valid header name (letters, digits and !#$%&\'*+-.^_`|~ only, no spaces or colons)',
    reserved: 'Rule %{rule}: %{name} is set by the server and cannot be a custom header',
    duplicate: 'Rule %{rule}: %{name} is already set by rule %{other}',
    valueRequired: 'Rule %{rule}: %{name} needs a value',
    valueRequiredUnnamed: 'Rule %{rule}: The header needs a value',
    valueCharacters: 'Rule %{rule}: The value of %{name} has a line break or a character outside visible ASCII',
    valueCharactersUnnamed:
      'Rule %{rule}: The value of the header has a line break or a character outside visible ASCII',
  },
  csp: {
    notDirective: 'Rule %{rule}: %{name}: "%{directive}" is not a Content-Security-Policy directive',
    twice: 'Rule %{rule}: %{name}: The directive %{directive} appears twice (browsers ignore the second)',
    unquotedKeyword:
      'Rule %{rule}: %{name}: %{directive}: "%{source}" is not a source expression (keywords are quoted, e.g. \'self\')',
    notSource: 'Rule %{rule}: %{name}: %{directive}: "%{source}" is not a source expression',
    noneAlone: "Rule %{rule}: %{name}: %{directive}: 'none' must be the only source",
  },
} as const;
