import { describe, expect, it } from 'vitest';
import { Router } from '../src/index.js';
import { drive } from './helpers/drive-router.js';

type Req = Record<string, unknown> & { url: string; baseUrl: string; params: Record<string, unknown> };
type Next = (err?: unknown) => void;
type Dispatchable = { dispatch(req: object, res: object, done: (...args: unknown[]) => void): void };

describe('router.handle with plain objects', () => {
  it('runs matching handlers in registration order and ends at done', async () => {
    const calls: string[] = [];
    const router = Router();
    router.use((_req: Req, _res: unknown, next: Next) => {
      calls.push('mw');
      next();
    });
    router.get('/x', (_req: Req, _res: unknown, next: Next) => {
      calls.push('x1');
      next();
    });
    router.get('/y', () => calls.push('y'));
    router.all('/x', (_req: Req, _res: unknown, next: Next) => {
      calls.push('all');
      next();
    });
    const { err } = await drive(router, 'GET', '/x');
    expect(err).toBeUndefined();
    expect(calls).toEqual(['mw', 'x1', 'all']);
  });

  it("next('route') skips the rest of the route, next('router') leaves the router", async () => {
    const calls: string[] = [];
    const router = Router();
    router.get(
      '/a',
      (_req: Req, _res: unknown, next: Next) => {
        calls.push('1');
        next('route');
      },
      () => calls.push('skipped'),
    );
    router.get('/a', (_req: Req, _res: unknown, next: Next) => {
      calls.push('2');
      next('router');
    });
    router.get('/a', () => calls.push('never'));
    const { err } = await drive(router, 'GET', '/a');
    expect(err).toBeUndefined();
    expect(calls).toEqual(['1', '2']);
  });

  it("one-handler routes: next('route'), next(err), next('router'), HEAD by GET and other methods passed on", async () => {
    const calls: string[] = [];
    const router = Router();
    router.get('/a', (_req: Req, _res: unknown, next: Next) => {
      calls.push('only');
      next('route');
    });
    router.get('/a', (_req: Req, _res: unknown, next: Next) => {
      calls.push('second');
      next(new Error('boom'));
    });
    router.get('/a', () => calls.push('skipped by the error'));
    router.use((err: Error, _req: unknown, _res: unknown, next: Next) => {
      calls.push(`caught ${err.message}`);
      next();
    });
    router.post('/a', () => calls.push('post'));
    router.put('/a', (_req: Req, _res: unknown, next: Next) => {
      calls.push('put');
      next('router');
    });
    router.use((_req: Req, _res: unknown, next: Next) => {
      calls.push('tail');
      next();
    });
    expect((await drive(router, 'GET', '/a')).err).toBeUndefined();
    expect(calls).toEqual(['only', 'second', 'caught boom', 'tail']);
    calls.length = 0;
    expect((await drive(router, 'HEAD', '/a')).err).toBeUndefined();
    expect(calls).toEqual(['only', 'second', 'caught boom', 'tail']);
    calls.length = 0;
    expect((await drive(router, 'PUT', '/a')).err).toBeUndefined();
    expect(calls).toEqual(['put']);
    calls.length = 0;
    // A 4-argument handler alone on a route is skipped when no error is pending.
    const lone = Router();
    lone.get('/b', (_err: unknown, _req: unknown, _res: unknown, next: Next) => {
      calls.push('error handler');
      next();
    });
    expect((await drive(lone, 'GET', '/b')).err).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("route.dispatch called directly turns next('route') into done(), as Express's does", () => {
    const router = Router();
    const route = router.route('/c');
    route.get((_req: Req, _res: unknown, next: Next) => next('route'));
    const done: unknown[][] = [];
    // dispatch is the route's internal entry (the router calls it), not part of its public type.
    (route as unknown as Dispatchable).dispatch({ method: 'GET', url: '/c' }, {}, (...args: unknown[]) =>
      done.push(args),
    );
    expect(done).toEqual([[]]);
  });

  it('errors skip ordinary handlers to the next 4-argument handler, whose next() resumes', async () => {
    const calls: string[] = [];
    const router = Router();
    router.use((_req: Req, _res: unknown, next: Next) => next('boom'));
    router.use(() => calls.push('skipped'));
    router.use((err: unknown, _req: unknown, _res: unknown, next: Next) => {
      calls.push(`e1:${String(err)}`);
      next(err);
    });
    router.use((err: unknown, _req: unknown, _res: unknown, next: Next) => {
      calls.push(`e2:${String(err)}`);
      next();
    });
    router.use((_req: Req, _res: unknown, next: Next) => {
      calls.push('resumed');
      next();
    });
    const { err } = await drive(router, 'GET', '/');
    expect(err).toBeUndefined();
    expect(calls).toEqual(['e1:boom', 'e2:boom', 'resumed']);
  });

  it('a synchronous throw and a rejected promise both become next(err); a falsy rejection an Error', async () => {
    for (const handler of [
      () => {
        throw new Error('sync');
      },
      async () => {
        throw new Error('async');
      },
      () => Promise.reject(undefined),
    ]) {
      const router = Router();
      router.get('/', handler);
      const { err } = await drive(router, 'GET', '/');
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toMatch(/sync|async|Rejected promise/);
    }
  });

  it('HEAD falls back to GET handlers; a HEAD handler wins when present', async () => {
    const router = Router();
    router.get('/g', (_req: Req, res: { end(b: string): void }) => res.end('get'));
    router.head('/h', (_req: Req, res: { end(b: string): void }) => res.end('head'));
    router.get('/h', (_req: Req, res: { end(b: string): void }) => res.end('get'));
    expect((await drive(router, 'HEAD', '/g')).res.body).toBe('get');
    expect((await drive(router, 'HEAD', '/h')).res.body).toBe('head');
  });

  it('answers OPTIONS with Allow when no handler does', async () => {
    const router = Router();
    router.get('/r', () => undefined);
    router.post('/r', () => undefined);
    router.delete('/other', () => undefined);
    const { res } = await drive(router, 'OPTIONS', '/r');
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.body).toBe('GET, HEAD, POST');
  });

  it('methodNotAllowed: 405 with Allow for a known path, 404 path otherwise', async () => {
    const router = Router({ methodNotAllowed: true });
    router.get('/r', () => undefined);
    router.put('/r', () => undefined);
    const { err } = await drive(router, 'POST', '/r');
    expect(err).toMatchObject({ code: 'BATON_METHOD_NOT_ALLOWED', status: 405, headers: { Allow: 'GET, HEAD, PUT' } });
    expect((await drive(router, 'POST', '/nope')).err).toBeUndefined();
    expect((await drive(Router(), 'POST', '/r')).err).toBeUndefined();
  });

  it('survives 10,000 handlers calling next() synchronously', async () => {
    const router = Router();
    let count = 0;
    const step = (_req: Req, _res: unknown, next: Next) => {
      count++;
      next();
    };
    router.use(Array.from({ length: 10_000 }, () => step));
    router.get('/', ...Array.from({ length: 10_000 }, () => step));
    const { err } = await drive(router, 'GET', '/');
    expect(err).toBeUndefined();
    expect(count).toBe(20_000);
  });

  it('use strips its prefix from req.url, sets req.baseUrl, and restores both', async () => {
    const seen: string[] = [];
    const router = Router();
    const inner = Router();
    inner.get('/c', (req: Req, _res: unknown, next: Next) => {
      seen.push(`${req.baseUrl}|${req.url}|${String(req.originalUrl)}`);
      next();
    });
    router.use('/a/:b', inner);
    router.use((req: Req, _res: unknown, next: Next) => {
      seen.push(`${req.baseUrl}|${req.url}`);
      next();
    });
    await drive(router, 'GET', '/a/B%20x/c?q=1');
    expect(seen).toEqual(['/a/B%20x|/c?q=1|/a/B%20x/c?q=1', '|/a/B%20x/c?q=1']);
  });

  it('absolute-form targets keep their scheme and host while routing', async () => {
    const seen: string[] = [];
    const router = Router();
    router.use('/api', (req: Req, _res: unknown, next: Next) => {
      seen.push(req.url);
      next();
    });
    router.get('/api/x', (req: Req, _res: unknown, next: Next) => {
      seen.push(req.url);
      next();
    });
    await drive(router, 'GET', 'http://example.com/api/x?y');
    expect(seen).toEqual(['http://example.com/x?y', 'http://example.com/api/x?y']);
  });

  it('decodes params; malformed encoding is a coded 400 error', async () => {
    const router = Router();
    let params: unknown;
    router.get('/u/:name/*rest', (req: Req, _res: unknown, next: Next) => {
      params = { ...req.params };
      next();
    });
    await drive(router, 'GET', '/u/caf%C3%A9/a/b%2Fc');
    expect(params).toEqual({ name: 'café', rest: ['a', 'b/c'] });
    const { err } = await drive(router, 'GET', '/u/%E0%A4%A/x');
    expect(err).toMatchObject({ code: 'BATON_INVALID_PATH_PARAM', status: 400, expose: true });
    expect((err as Error).message).toBe("Failed to decode param '%E0%A4%A'");
  });

  it('mergeParams exposes the parent params to a child router', async () => {
    const router = Router();
    const merged = Router({ mergeParams: true });
    const plain = Router();
    const seen: unknown[] = [];
    const record = (req: Req, _res: unknown, next: Next) => {
      seen.push({ ...req.params });
      next();
    };
    merged.get('/:post', record);
    plain.get('/:post', record);
    router.use('/users/:user', merged, plain);
    await drive(router, 'GET', '/users/u1/p2');
    expect(seen).toEqual([{ user: 'u1', post: 'p2' }, { post: 'p2' }]);
  });

  it('param callbacks run once per value per request, before the handlers', async () => {
    const calls: string[] = [];
    const router = Router();
    router.param('id', (req, _res, next, value) => {
      calls.push(`param:${value}`);
      (req as unknown as Req).user = `user-${value}`;
      next();
    });
    const record = (req: Req, _res: unknown, next: Next) => {
      calls.push(String(req.user));
      next();
    };
    router.get('/u/:id', record);
    router.get('/u/:id', record);
    await drive(router, 'GET', '/u/7');
    expect(calls).toEqual(['param:7', 'user-7', 'user-7']);
  });

  it('RegExp paths and arrays of paths', async () => {
    const router = Router();
    const seen: unknown[] = [];
    router.get(/^\/re\/(\d+)$/, (req: Req, _res: unknown, next: Next) => {
      seen.push({ ...req.params });
      next();
    });
    router.get(['/one', '/two/:n'], (req: Req, _res: unknown, next: Next) => {
      seen.push({ ...req.params });
      next();
    });
    await drive(router, 'GET', '/re/42');
    await drive(router, 'GET', '/two/2');
    await drive(router, 'GET', '/one');
    expect(seen).toEqual([{ 0: '42' }, { n: '2' }, {}]);
  });

  it('caseSensitive and strict options', async () => {
    const calls: string[] = [];
    const loose = Router();
    const exact = Router({ caseSensitive: true, strict: true });
    for (const [name, router] of [
      ['loose', loose],
      ['exact', exact],
    ] as const) {
      router.get('/Path', (req: Req, _res: unknown, next: Next) => {
        calls.push(`${name}:${req.url}`);
        next();
      });
    }
    for (const url of ['/Path', '/path', '/Path/']) {
      await drive(loose, 'GET', url);
      await drive(exact, 'GET', url);
    }
    expect(calls).toEqual(['loose:/Path', 'exact:/Path', 'loose:/path', 'loose:/Path/']);
  });

  it('a URL rewritten by middleware is routed by its new path', async () => {
    const calls: string[] = [];
    const router = Router();
    router.use((req: Req, _res: unknown, next: Next) => {
      req.url = '/new';
      next();
    });
    router.get('/old', () => calls.push('old'));
    router.get('/new', (_req: Req, _res: unknown, next: Next) => {
      calls.push('new');
      next();
    });
    await drive(router, 'GET', '/old');
    expect(calls).toEqual(['new']);
  });

  it('reports next() called twice by one handler, and lets the second call go on from where the chain is', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      const calls: string[] = [];
      const router = Router();
      let later: Next | undefined;
      router.get('/twice', function twice(_req: Req, _res: unknown, next: Next) {
        next();
        later = next;
      });
      router.get('/twice', (_req: Req, _res: unknown, _next: Next) => {
        calls.push('after');
      });
      router.use((err: unknown, _req: unknown, res: { end(body: string): void }, _next: Next) => {
        calls.push(`error handler: ${(err as Error).message}`);
        res.end('503');
      });
      const driven = drive(router, 'GET', '/twice');
      await new Promise((r) => setImmediate(r));
      // The handler after it has not answered; a timer in the first handler now gives up.
      later?.(new Error('late'));
      expect((await driven).res.body).toBe('503');
      await new Promise((r) => setImmediate(r));
      expect(calls).toEqual(['after', 'error handler: late']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ code: 'BATON_NEXT_CALLED_TWICE' });
      expect(warnings[0]?.message).toContain('twice');
      expect(warnings[0]?.message).toContain('GET /twice');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('refuses non-function handlers and bad route paths with coded errors', () => {
    const router = Router();
    expect(() => router.get('/x', 'nope' as never)).toThrow(expect.objectContaining({ code: 'BATON_INVALID_HANDLER' }));
    expect(() => router.use()).toThrow(expect.objectContaining({ code: 'BATON_INVALID_HANDLER' }));
    expect(() => router.get('/(x)', () => undefined)).toThrow(
      expect.objectContaining({ code: 'BATON_INVALID_ROUTE_PATH' }),
    );
    expect(() => router.get('/:a:b', () => undefined)).toThrow(/Missing text before "b" param/);
  });
});
