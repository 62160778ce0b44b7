export { RateLimiter, type HitResult, type LimiterOptions, type WindowRule } from './limiter.js';
export { accountKey, addressKey, enforce, ruleKey } from './enforce.js';
export * from './rules.js';
export { MemoryStore, RoutedStore, type LimitStore } from './store.js';
export { openLimitStore } from './open-store.js';
