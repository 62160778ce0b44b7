// The product's version, as package.json states it (the OpenAPI document and logs quote it).
import { readFileSync } from 'node:fs';
import { productFile } from './product-root.js';

export const PRODUCT_VERSION: string = (
  JSON.parse(readFileSync(productFile('package.json'), 'utf8')) as { version: string }
).version;
