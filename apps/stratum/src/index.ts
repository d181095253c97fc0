export * from './hashing.js';
export * from './work.js';
export { loadStratumConfig, type StratumConfig } from './config.js';
export { startStratum, type RunningStratum } from './start.js';
