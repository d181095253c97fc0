import type { FastifyBaseLogger } from 'fastify';
import { minute } from './rules.js';
import type { StatsRefresh } from './stats-refresh.js';

/** Seconds after each minute the refresh runs, so shares stamped in the last minute have arrived. */
const delayAfterMinuteMs = 5_000;

/**
 * Runs the figures refresh now and then every minute. It recomputes from the buckets,
 * so a missed or doubled run only delays or repeats the same figures: a timer is enough
 * (money jobs, which must run exactly once, go through the durable queue).
 */
export function startStatsTicker(
  refresh: StatsRefresh,
  log: FastifyBaseLogger,
): { stop(): Promise<void>; runNow(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = refresh
      .run()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'hashrate figures refresh failed'))
      .finally(() => {
        if (stopped) return;
        const wait = minute - (Date.now() % minute) + delayAfterMinuteMs;
        timer = setTimeout(tick, wait);
      });
  };
  tick();
  return {
    /** One more run after the current one, e.g. once a backlog of shares has arrived. */
    runNow() {
      running = running.then(() =>
        refresh.run().then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'hashrate figures refresh failed'),
        ),
      );
      return running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
