import { test as base, expect, type BrowserContext } from '@playwright/test';
import { LOCAL_HOSTS, offsiteBrowserArgs, startOffsiteStub, type OffsiteStub } from './offsite-stub';

// Every end-to-end test runs with the network closed: each off-site request of any page the worker's
// browser opens goes to a local stub (./offsite-stub.ts) and is recorded, so a test can assert the URL
// that would have been requested. With `offsiteMode: 'fail'` every off-site request of the test's own
// context fails instead (a context the test makes itself still reaches the stub).

export type OffsiteMode = 'stub' | 'fail';

export type Offsite = {
  /** Every off-site URL the pages requested during the test, in order. */
  requests: string[];
  /** Off-site requests whose URL matches. */
  matching(pattern: RegExp): string[];
};

export const isLocal = (url: URL) => LOCAL_HOSTS.includes(url.hostname);

/** Fails every off-site request of the context, as a disconnected network would, and records it. */
async function failOffsite(context: BrowserContext, requests: string[]) {
  await context.route(
    (url) => !isLocal(url),
    (route) => {
      requests.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
}

const offsiteOf = (requests: string[]): Offsite => ({
  requests,
  matching: (pattern) => requests.filter((url) => pattern.test(url)),
});

export const test = base.extend<{ offsite: Offsite; offsiteMode: OffsiteMode }, { offsiteStub: OffsiteStub }>(
  {
    offsiteStub: [
      async ({}, use) => {
        const stub = await startOffsiteStub();
        await use(stub);
        await stub.close();
      },
      { scope: 'worker' },
    ],
    // The worker's browser sends every off-site host to the stub.
    launchOptions: [
      async ({ launchOptions, offsiteStub }, use) => {
        await use({
          ...launchOptions,
          args: [...(launchOptions.args ?? []), ...offsiteBrowserArgs(offsiteStub)],
        });
      },
      { scope: 'worker' },
    ],
    offsiteMode: ['stub', { option: true }],
    offsite: [
      async ({ context, offsiteMode, offsiteStub }, use) => {
        const requests = offsiteStub.record();
        if (offsiteMode === 'fail') await failOffsite(context, requests);
        await use(offsiteOf(requests));
      },
      { auto: true },
    ],
  },
);

export { expect };
