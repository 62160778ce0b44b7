// The shape of one `npm run admin -- <command>` (cli/admin.ts): its options
// for node:util parseArgs, its help text, and what it does. A command fails
// by throwing: a CliError (or the API's own errors) prints its message alone;
// anything else prints its message too, and both exit non-zero.
import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../platform/config.js';
import type { Executor } from '../platform/db/executor.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

export interface CommandContext {
  config: Config;
  /** The option values parseArgs read (strings and booleans). */
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
  /** The database, opened on first use and closed when the command ends. */
  database(): Promise<Executor>;
  /** Standard input's text (for --password-stdin). */
  stdin(): Promise<string>;
  print(line: string): void;
}

export interface Command {
  name: string;
  summary: string;
  /** After the command's name, e.g. "--email ADDRESS --name NAME --role ROLE". */
  usage: string;
  /** Lines under the usage: what each option means, notes. */
  details: string[];
  options: Options;
  /** How many positionals it takes. */
  positionals: number;
  run(context: CommandContext): Promise<void>;
}

/** A failure the operator can act on: printed as it is, exit code 1. */
export class CliError extends Error {}
