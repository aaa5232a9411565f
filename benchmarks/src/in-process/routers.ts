import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The tiny interface every router under test is driven through, with plain objects for req/res:
 * register, then dispatch one GET. A router without prefix middleware leaves `use` undefined.
 */
export interface RouterUnderTest {
  route(path: string, handler: () => void): void;
  use: ((prefix: string) => void) | undefined;
  middleware: ((count: number) => void) | undefined;
  /** Dispatches `GET path`; calls `unmatched` when no route answered. */
  dispatch(path: string, unmatched: (error?: unknown) => void): void;
}

/** A named factory of empty routers. */
export interface RouterSubject {
  readonly name: string;
  create(): Promise<RouterUnderTest>;
}

// Routers from the Express family take (req, res, done) and read only method, url and headers.
interface HandlesRequests {
  handle(req: object, res: object, done: (error?: unknown) => void): void;
}

// Made with `new`, as node makes requests (`new IncomingMessage`), never as object literals: V8
// can pretenure a literal's allocation site, and then every dispatch's request went to the old
// generation. In about one fresh process in four Baton's 10,000-route lookup then read 1.5-2.5 µs
// instead of ~0.35 (heap growing 6 MB per scavenge, mark-compacts during the samples); gone with
// --no-allocation-site-pretenuring, and with these classes (12 runs: 10 at ~0.35, 2 at ~0.65 µs).
class FakeRequest {
  readonly method = 'GET';
  readonly headers: Record<string, string> = Object.create(null);
  constructor(readonly url: string) {}
}

class FakeResponse {}

function fakeRequest(path: string): FakeRequest {
  return new FakeRequest(path);
}

// What Baton's and Express's routers share: registration methods and handle(req, res, done).
interface ExpressStyleRouter extends HandlesRequests {
  get(path: string, handler: () => void): unknown;
  use(...args: unknown[]): unknown;
}

function expressStyle(router: ExpressStyleRouter): RouterUnderTest {
  const pass = (_req: unknown, _res: unknown, next: () => void): void => next();
  return {
    route: (path, handler) => router.get(path, () => handler()),
    use: (prefix) => router.use(prefix, pass),
    middleware: (count) => {
      for (let i = 0; i < count; i++) router.use(pass);
    },
    dispatch: (path, unmatched) => router.handle(fakeRequest(path), new FakeResponse(), unmatched),
  };
}

/**
 * Baton's Router: Express's loop fed by a segment-trie candidate index.
 *
 * @example
 * const router = await batonRouter.create();
 */
export const batonRouter: RouterSubject = {
  name: 'baton',
  async create() {
    const { default: baton } = await import('batonjs');
    return expressStyle(baton.Router() as unknown as ExpressStyleRouter);
  },
};

/**
 * express.Router(): a linear stack of layers, each tested in order.
 *
 * @example
 * const router = await expressRouter.create();
 */
export const expressRouter: RouterSubject = {
  name: 'express',
  async create() {
    const { default: express } = await import('express');
    return expressStyle(express.Router() as unknown as ExpressStyleRouter);
  },
};

/**
 * find-my-way: Fastify's radix-tree router; it has no middleware, so it appears only in the
 * route-only groups.
 *
 * @example
 * const router = await findMyWayRouter.create();
 */
export const findMyWayRouter: RouterSubject = {
  name: 'find-my-way',
  async create() {
    const { default: FindMyWay } = await import('find-my-way');
    let unmatchedNow: (error?: unknown) => void = () => undefined;
    const router = FindMyWay({ defaultRoute: () => unmatchedNow() });
    return {
      route: (path, handler) => router.on('GET', path, () => handler()),
      use: undefined,
      middleware: undefined,
      dispatch: (path, unmatched) => {
        unmatchedNow = unmatched;
        router.lookup(fakeRequest(path) as unknown as IncomingMessage, new FakeResponse() as unknown as ServerResponse);
      },
    };
  },
};

/**
 * Every router compared in-process.
 *
 * @example
 * for (const subject of routerSubjects) console.log(subject.name);
 */
export const routerSubjects: readonly RouterSubject[] = [batonRouter, expressRouter, findMyWayRouter];
