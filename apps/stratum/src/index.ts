export * from './hashing.js';
export * from './work.js';
