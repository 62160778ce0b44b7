export { accountKey, addressKey, enforce, ruleKey } from './enforce.js';
export * from './rules.js';
export { type LimitStore } from './store.js';
export { openLimitStore } from './open-store.js';
