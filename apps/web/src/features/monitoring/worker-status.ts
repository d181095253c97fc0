import type { WorkerStatus } from '@pool/contract';

/** Labels of the worker statuses (spec §3, §9). */
export const workerStatusLabelKeys: Record<WorkerStatus, string> = {
  stable: 'monitoring.status.stable',
  unavailable: 'monitoring.status.unavailable',
  off: 'monitoring.status.off',
  removed: 'monitoring.status.removed',
};
