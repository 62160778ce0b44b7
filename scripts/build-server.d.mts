// Types of build-server.mjs for the TypeScript that imports it (tests, bench).
export const SERVER_BUILD_DIR: string;
export const SERVER_BUNDLE: string;
export const ADMIN_CLI_BUNDLE: string;
export function staleReason(): string;
export function ensureServerBuild(options?: { log?: (line: string) => void }): Promise<boolean>;
