export * from './parse.js';
