export * from './hashing.js';
export * from './work.js';
export { loadStratumConfig, type StratumConfig } from './config.js';
export { startStratum, type RunningStratum } from './start.js';
export {
  bearerMatches,
  checkReadiness,
  createMetricsRegistry,
  healthBody,
  scrapeRefusal,
  scrapeVerdict,
  type ReadinessCheck,
} from './observability.js';
