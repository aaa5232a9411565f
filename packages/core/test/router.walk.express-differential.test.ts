// Random middleware chains run through Baton's router and Express 5.3's, with the same request:
// every handler records what it saw (req.url, req.baseUrl, req.params, the error it was given) and
// both routers must record the same, in the same order, and leave the same way. The chains are made
// of what decides whether the router walk may take its short hop to a `use('/')` layer (see
// RouterWalk.hop): prefixes stripped by path-mounted middleware, req.url rewritten, req.params
// written, layers added while a request is in the stack, nested routers with merged params, errors,
// error handlers, next('route') and next('router'), and chains longer than the synchronous limit.
import express from 'express';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Router } from '../src/index.js';

type Req = { url: string; baseUrl?: string; params?: Record<string, string>; method: string };
type Next = (err?: unknown) => void;
type Handler = (req: Req, res: unknown, next: Next) => void;
type ErrorHandler = (err: unknown, req: Req, res: unknown, next: Next) => void;
type AnyRouter = {
  use(...args: unknown[]): unknown;
  get(...args: unknown[]): unknown;
  handle(req: object, res: object, out: Next): void;
};

type Step =
  | { kind: 'pass' }
  | { kind: 'mounted'; at: '/a' | '/a/b' | '/z' }
  | { kind: 'unstrip' }
  | { kind: 'remove-next' }
  | { kind: 'param-callback' }
  | { kind: 'rewrite'; to: string }
  | { kind: 'write-params' }
  | { kind: 'add-layer' }
  | { kind: 'fail' }
  | { kind: 'recover'; rethrow: boolean }
  | { kind: 'route'; path: '/a' | '/a/b' | '/x'; signal: 'next' | 'route' }
  | { kind: 'leave' }
  | { kind: 'nested'; at: '/:id' | '/a'; merge: boolean; inner: number }
  | { kind: 'many'; count: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'pass' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('mounted' as const), at: fc.constantFrom('/a', '/a/b', '/z') }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rewrite' as const), to: fc.constantFrom('/a', '/a/b?q=1', '/x', '/') }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'write-params' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unstrip' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'remove-next' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'param-callback' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'add-layer' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fail' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('recover' as const), rethrow: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('route' as const),
      path: fc.constantFrom('/a', '/a/b', '/x'),
      signal: fc.constantFrom('next', 'route'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'leave' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('nested' as const),
      at: fc.constantFrom('/:id', '/a'),
      merge: fc.boolean(),
      inner: fc.integer({ min: 0, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('many' as const), count: fc.integer({ min: 90, max: 130 }) }) },
);

/** What a handler saw, as a line of the trace. */
function seen(label: string, req: Req, err?: unknown): string {
  const error = err === undefined ? '' : ` err=${err instanceof Error ? err.message : String(err)}`;
  return `${label} ${req.url} base=${req.baseUrl ?? ''} params=${JSON.stringify(req.params ?? {})}${error}`;
}

/** Builds the chain `steps` describes on `router`, writing what each handler sees to `trace`. */
function build(router: AnyRouter, makeRouter: (merge: boolean) => AnyRouter, steps: readonly Step[], trace: string[]) {
  steps.forEach((step, i) => {
    const label = `${i}:${step.kind}`;
    const pass: Handler = (req, _res, next) => {
      trace.push(seen(label, req));
      next();
    };
    switch (step.kind) {
      case 'pass':
        router.use(pass);
        break;
      case 'mounted':
        router.use(step.at, pass);
        break;
      case 'unstrip':
        // Mounted at '/a', it puts back the prefix its router took off, leaving req.url as it was
        // before the strip: the router must still undo its strip before the next layer.
        router.use('/a', (req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          req.url = `${req.baseUrl ?? ''}${req.url}`;
          next();
        });
        break;
      case 'remove-next': {
        // Takes the layer after its own out of `router.stack` while the request is between them.
        let removed = false;
        const self: Handler = (req, _res, next) => {
          trace.push(seen(label, req));
          const stack = (router as unknown as { stack: { handle: unknown }[] }).stack;
          const at = stack.findIndex((layer) => layer.handle === self);
          if (!removed && at >= 0 && at + 1 < stack.length) {
            removed = true;
            stack.splice(at + 1, 1);
          }
          next();
        };
        router.use(self);
        break;
      }
      case 'param-callback':
        // A router with `param` callbacks: they run for '/:id' layers, not for `use('/')` ones.
        (router as unknown as { param(name: string, fn: unknown): void }).param(
          'id',
          (req: Req, _res: unknown, next: Next, value: string) => {
            trace.push(seen(`${label} id=${value}`, req));
            next();
          },
        );
        router.use(pass);
        break;
      case 'rewrite':
        router.use((req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          req.url = step.to;
          next();
        });
        break;
      case 'write-params':
        router.use((req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          if (req.params) req.params.written = label;
          next();
        });
        break;
      case 'add-layer': {
        let added = false;
        router.use((req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          if (!added) {
            added = true;
            router.use((inner: Req, _r: unknown, n: Next) => {
              trace.push(seen(`${label}+added`, inner));
              n();
            });
          }
          next();
        });
        break;
      }
      case 'fail':
        router.use((req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          next(new Error(`failed at ${i}`));
        });
        break;
      case 'recover':
        router.use(((err, req, _res, next) => {
          trace.push(seen(label, req, err));
          next(step.rethrow ? err : undefined);
        }) satisfies ErrorHandler);
        break;
      case 'route':
        router.get(step.path, (req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          next(step.signal === 'route' ? 'route' : undefined);
        });
        break;
      case 'leave':
        router.use((req: Req, _res: unknown, next: Next) => {
          trace.push(seen(label, req));
          next('router');
        });
        break;
      case 'nested': {
        const inner = makeRouter(step.merge);
        for (let k = 0; k < step.inner; k++) {
          inner.use((req: Req, _res: unknown, next: Next) => {
            trace.push(seen(`${label}.${k}`, req));
            next();
          });
        }
        router.use(step.at, inner);
        break;
      }
      case 'many':
        // Past the synchronous limit (100 in a row), where both routers continue on a fresh stack.
        for (let k = 0; k < step.count; k++) router.use((_req: Req, _res: unknown, next: Next) => next());
        router.use(pass);
        break;
    }
  });
}

/** Runs one request through a router; resolves with the trace and how the request left it. */
function run(router: AnyRouter, url: string, trace: string[]): Promise<string[]> {
  return new Promise((resolve) => {
    const req: Req = { method: 'GET', url };
    router.handle(req, {}, (err?: unknown) => {
      // next('router') leaves Express's router with null, Baton's with undefined: both mean no error.
      trace.push(`out ${req.url} ${err instanceof Error ? err.message : String(err ?? 'none')}`);
      resolve(trace);
    });
  });
}

const batonRouter = (merge: boolean): AnyRouter => Router({ mergeParams: merge }) as unknown as AnyRouter;
const expressRouter = (merge: boolean): AnyRouter => express.Router({ mergeParams: merge }) as unknown as AnyRouter;

describe('the router walk, against Express 5.3, on random chains', () => {
  it('records the same handlers, with the same url, baseUrl, params and errors, and leaves the same way', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 14 }),
        fc.constantFrom('/', '/a', '/a/b', '/a/b/c', '/x', '/7/a?x=1'),
        fc.integer({ min: 1, max: 2 }),
        async (steps, url, requests) => {
          const ours: string[] = [];
          const theirs: string[] = [];
          const baton = batonRouter(false);
          const expressOne = expressRouter(false);
          build(baton, batonRouter, steps, ours);
          build(expressOne, expressRouter, steps, theirs);
          // A second request through the same routers meets layers added by the first.
          for (let r = 0; r < requests; r++) {
            await run(baton, url, ours);
            await run(expressOne, url, theirs);
          }
          expect(ours).toEqual(theirs);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a layer mounted at '/a' that puts the prefix back: the '/' added for the strip stays (router 2.3)", async () => {
    const trace: string[] = [];
    const router = batonRouter(false);
    build(router, batonRouter, [{ kind: 'unstrip' }, { kind: 'pass' }], trace);
    await run(router, '/a', trace);
    expect(trace).toEqual(['0:unstrip / base=/a params={}', '1:pass /a/a/ base= params={}', 'out /a/a/ none']);
  });

  it('20,000 pass-through middleware in a row: no stack overflow, the request reaches the end', async () => {
    const router = batonRouter(false);
    const steps: Step[] = [{ kind: 'pass' }];
    for (let k = 0; k < 20_000; k++) router.use((_req: Req, _res: unknown, next: Next) => next());
    const trace: string[] = [];
    build(router, batonRouter, steps, trace);
    await run(router, '/a', trace);
    expect(trace).toEqual(['0:pass /a base= params={}', 'out /a none']);
  });

  it('a fixed chain: params are fresh for each layer, and a rewrite or a strip takes the long way', async () => {
    const steps: Step[] = [
      { kind: 'pass' },
      { kind: 'write-params' },
      { kind: 'pass' },
      { kind: 'mounted', at: '/a' },
      { kind: 'pass' },
      { kind: 'rewrite', to: '/x' },
      { kind: 'pass' },
      { kind: 'nested', at: '/:id', merge: true, inner: 2 },
    ];
    const trace: string[] = [];
    const router = batonRouter(false);
    build(router, batonRouter, steps, trace);
    await run(router, '/a/b', trace);
    expect(trace).toEqual([
      '0:pass /a/b base= params={}',
      '1:write-params /a/b base= params={}',
      // The params object middleware 1 wrote to was its own.
      '2:pass /a/b base= params={}',
      '3:mounted /b base=/a params={}',
      '4:pass /a/b base= params={}',
      '5:rewrite /a/b base= params={}',
      '6:pass /x base= params={}',
      '7:nested.0 / base=/x params={"id":"x"}',
      '7:nested.1 / base=/x params={"id":"x"}',
      'out /x none',
    ]);
  });
});
