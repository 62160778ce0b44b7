// The parts of vitest's JSON report (`--reporter=json`) tests/run.ts reads to count and name results.

interface JsonAssertion {
  status: string;
  fullName?: string;
}
interface JsonFileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults?: JsonAssertion[];
}
export interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: JsonFileResult[];
}
