import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `run` now and then every `intervalMs`. A run still going when the next is due is left
 * to finish rather than doubled; a failure is logged and the next tick tries again. The
 * returned function stops the schedule and waits for a run in progress.
 */
export function startPeriodicJob(name: string, run: () => Promise<unknown>, log: FastifyBaseLogger, intervalMs: number) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then((changed) => log.debug({ changed }, name))
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
