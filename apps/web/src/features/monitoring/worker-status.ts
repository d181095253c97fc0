import type { WorkerStatus } from '@pool/contract';
import type { Tone } from '@/components/ui/badge';

/** Labels of the worker statuses as groups of workers (product §3, §9), as in the dashboard's list. */
export const workerStatusLabelKeys: Record<WorkerStatus, string> = {
  stable: 'monitoring.status.stable',
  unavailable: 'monitoring.status.unavailable',
  off: 'monitoring.status.off',
  removed: 'monitoring.status.removed',
};

/** The status of one worker (ru: «Стабилен», not the group's «Стабильные»). */
export const workerStatusBadgeKeys: Record<WorkerStatus, string> = {
  stable: 'monitoring.workerStatus.stable',
  unavailable: 'monitoring.workerStatus.unavailable',
  off: 'monitoring.workerStatus.off',
  removed: 'monitoring.workerStatus.removed',
};

/** A status with its number of workers, in plural forms: `t(key, { count, value })` (ru: «1 стабильный», «5 стабильных»). */
export const workerStatusCountKeys: Record<WorkerStatus | 'all', string> = {
  all: 'monitoring.statusTabs.all',
  stable: 'monitoring.statusTabs.stable',
  unavailable: 'monitoring.statusTabs.unavailable',
  off: 'monitoring.statusTabs.off',
  removed: 'monitoring.statusTabs.removed',
};

/** The colour of each status: running is good, silent is a warning, off is bad, removed is gone. */
export const workerStatusTones: Record<WorkerStatus, Tone> = {
  stable: 'success',
  unavailable: 'warning',
  off: 'danger',
  removed: 'neutral',
};
