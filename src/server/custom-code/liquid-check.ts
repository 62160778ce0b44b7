// The syntax check of a template before it is saved: liquidjs parses it (nothing is rendered or evaluated) and
// a failure is reported with its 1-based line and column. Used by Template Files (the header, footer, e-mail and
// page templates) and by the data layer's rule on Template.TSource (template-source-rule.ts).
import { Liquid } from 'liquidjs';
import { SourceError } from '../platform/errors.js';

interface LiquidProblem {
  line: number;
  column: number;
  message: string;
}

const engine = new Liquid();

export function checkLiquid(source: string): LiquidProblem | undefined {
  try {
    engine.parse(source);
    return undefined;
  } catch (e) {
    const err = e as Error & { token?: { getPosition?: () => [number, number] } };
    const [line, column] = err.token?.getPosition?.() ?? [1, 1];
    // liquidjs ends its message with ", line:L, col:C"; the position is given on its own.
    const message = err.message.replace(/,\s*line:\d+,\s*col:\d+\s*$/, '').split('\n')[0];
    return { line, column, message };
  }
}

/** Throws 422 naming `field`, with the line and column, when the source is not valid Liquid. */
export function requireValidLiquid(source: string, field = 'source'): void {
  const problem = checkLiquid(source);
  if (problem)
    throw new SourceError(
      `Line ${problem.line}, column ${problem.column}: ${problem.message}`,
      field,
      problem.line,
      problem.column,
    );
}
