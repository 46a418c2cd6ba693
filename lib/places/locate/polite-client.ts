// The one way the place locator talks to Wikidata and OpenStreetMap, on their terms: every request
// names the site and how to reach it (Wikimedia's User-Agent policy, Nominatim's usage policy) and
// starts at least a second after the one before (Nominatim allows one a second; Overpass and
// Wikidata ask for the same restraint from a tool). The clock is injectable, so tests check the
// spacing without waiting.

export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The least time between two requests, in milliseconds. */
export const REQUEST_INTERVAL_MS = 1000;

/** How long a request may take before the locator gives up, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** A failure the locator reports as it is (the caller adds the place's id). */
export class LocateError extends Error {
  name = 'LocateError';
}

export type PoliteClient = { getJson: (url: string, service: string) => Promise<unknown> };

/**
 * A client that sends `userAgent` with every request, spaces requests `intervalMs` apart on `clock`
 * and gives up on one after `timeoutMs`.
 */
export function politeClient({
  userAgent,
  clock = realClock,
  intervalMs = REQUEST_INTERVAL_MS,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: {
  userAgent: string;
  clock?: Clock;
  intervalMs?: number;
  timeoutMs?: number;
}): PoliteClient {
  let last: number | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const send = async (url: string, service: string) => {
    if (last !== undefined) {
      const wait = last + intervalMs - clock.now();
      if (wait > 0) await clock.sleep(wait);
    }
    last = clock.now();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = error as Error;
      if (cause.name === 'TimeoutError')
        throw new LocateError(`${service} did not answer within ${timeoutMs / 1000} s (${url})`);
      throw new LocateError(`${service} could not be reached (${url}): ${cause.message}`);
    }
    if (!response.ok) throw new LocateError(`${service} answered HTTP ${response.status} (${url})`);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new LocateError(`${service} answered with something other than JSON (${url})`);
    }
  };

  return {
    // One request at a time, in the order asked, whatever the caller awaits.
    getJson: (url, service) => {
      const result = queue.then(() => send(url, service));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
