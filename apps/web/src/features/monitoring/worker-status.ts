import type { WorkerStatus } from '@pool/contract';
import type { Tone } from '@/components/ui/badge';

/** Labels of the worker statuses (product §3, §9). */
export const workerStatusLabelKeys: Record<WorkerStatus, string> = {
  stable: 'monitoring.status.stable',
  unavailable: 'monitoring.status.unavailable',
  off: 'monitoring.status.off',
  removed: 'monitoring.status.removed',
};

/** The colour of each status: running is good, silent is a warning, off is bad, removed is gone. */
export const workerStatusTones: Record<WorkerStatus, Tone> = {
  stable: 'success',
  unavailable: 'warning',
  off: 'danger',
  removed: 'neutral',
};
