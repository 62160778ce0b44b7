// The optional .env file in the working directory, read with dotenv: quoted
// values keep their spaces and #, and `KEY=value # note` is the value alone
// (the hand-written reader kept the note as part of the value).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import dotenv from 'dotenv';

export function readDotEnvFile(file = resolve('.env')): Record<string, string> {
  return existsSync(file) ? dotenv.parse(readFileSync(file, 'utf8')) : {};
}

/** What the server reads its settings from: the .env file, overridden by the real environment. */
export function readEnvironment(
  file = resolve('.env'),
  processEnv: NodeJS.ProcessEnv = process.env,
): Record<string, string | undefined> {
  return { ...readDotEnvFile(file), ...processEnv };
}
