// A multiline TextField with fixed rows as the browser's own textarea. MUI 7 draws even a fixed `rows` with its
// auto-growing TextareaAutosize (min and max rows both `rows`), which measures itself after every render with
// getComputedStyle and a hidden textarea's scrollHeight: a forced layout of the whole screen, the editor's costliest
// script on opening after React itself (issue 41, decision 0147). A textarea of `rows` rows is as tall with none.
// Usage: <TextField multiline rows={3} slotProps={{ input: PLAIN_TEXTAREA }} />.
export const PLAIN_TEXTAREA = { inputComponent: 'textarea' } as const;
