/** What other modules use of the share ingestion module: they import it from here only. */
export { IngestRepository } from './repository.js';
export { ShareIngestService } from './service.js';
export { shareIngestPlugin } from './plugin.js';
