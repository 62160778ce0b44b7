// The product's version, as package.json states it (the OpenAPI document and logs quote it).
import { readFileSync } from 'node:fs';

export const PRODUCT_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
