// @ts-check
// A gate that lets work run only while the memory it may take, together with the work already
// running, fits a budget; one piece always runs, whatever its cost, so nothing waits forever. In
// arrival order: a large photo is not overtaken by small ones forever. The photo pipeline describes
// photos through one such gate per process (lib/photos/pipeline.mjs): a guide's hero and body photos
// are asked for at once, and six 70-megapixel AVIFs decoded together took 5.4 GiB.

/**
 * @param {number} budget bytes
 */
export function createMemoryGate(budget) {
  let reserved = 0;
  let running = 0;
  /** @type {{ cost: number, start: () => void }[]} */
  const waiting = [];
  const startWaiting = () => {
    while (
      waiting.length &&
      (running === 0 || reserved + /** @type {number} */ (waiting[0]?.cost) <= budget)
    ) {
      const next = /** @type {(typeof waiting)[number]} */ (waiting.shift());
      reserved += next.cost;
      running++;
      next.start();
    }
  };
  return {
    /**
     * Runs `work` once its `cost` fits the budget beside what runs; resolves or rejects as it does.
     * @template T
     * @param {number} cost
     * @param {() => Promise<T>} work
     * @returns {Promise<T>}
     */
    run(cost, work) {
      return new Promise((resolve, reject) => {
        waiting.push({
          cost,
          start: () => {
            work()
              .then(resolve, reject)
              .finally(() => {
                reserved -= cost;
                running--;
                startWaiting();
              });
          },
        });
        startWaiting();
      });
    },
  };
}
