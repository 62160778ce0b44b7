// A translated sentence with links or other elements inside it: the message
// keeps a %{name} placeholder where each element goes (useText leaves a
// placeholder it was given no value for), so every language places the link
// where its own word order needs it.
import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /%\{(\w+)\}/;

export function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  // split with a capturing group: even indexes are text, odd ones placeholder names.
  const pieces = text.split(PLACEHOLDER);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? `%{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
