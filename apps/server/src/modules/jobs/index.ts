/** What the rest of the server uses of the jobs module: it imports it from here only. */
export { startJobs } from './queue.js';
