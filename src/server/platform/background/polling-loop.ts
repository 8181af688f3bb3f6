/**
 * A worker's rounds, one after another: a round that did a full batch is followed by the next
 * at once, otherwise the loop rests `pollMs`. A failed round is reported and the loop goes on.
 * `stop` waits for the round in progress. The timer never keeps the process alive.
 */
export function pollingLoop(
  round: () => Promise<number>,
  { pollMs, batch, onError }: { pollMs: number; batch: number; onError: (error: unknown) => void },
) {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  function schedule(waitMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      current = round().then(
        (count) => schedule(count >= batch ? 0 : pollMs),
        (error: unknown) => {
          onError(error);
          schedule(pollMs);
        },
      );
    }, waitMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
