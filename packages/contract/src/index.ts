export * from './errors.js';
export * from './identity.js';
export * from './meta.js';
export * from './paths.js';
export * from './pools.js';
export * from './settings.js';
export * from './access.js';
export * from './monitoring.js';
