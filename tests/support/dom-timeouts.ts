// Testing Library waits 1 s by default in findBy… and waitFor. The admin specs
// render react-admin screens in jsdom; on a 2-core CI machine running other test
// files alongside, the first render of a file (modules still being imported)
// regularly takes longer, which failed specs by timing alone. The waits end as
// soon as the expectation holds, so a longer limit costs passing tests nothing.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
