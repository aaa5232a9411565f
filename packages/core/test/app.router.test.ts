import { describe, expect, it } from 'vitest';
import { createApp, Router } from '../src/index.js';
import { drive } from './helpers/drive-router.js';

describe('app.router', () => {
  it('is one Router, created on first use, that app.use, app.route and app.get add to', async () => {
    const app = createApp();
    const router = app.router;
    expect(router).toBe(app.router);
    expect(router).toBeInstanceOf(Router);
    app.use((_req: unknown, _res: unknown, next: () => void) => next());
    app.route('/a').get((_req: unknown, res: { end(body: string): void }) => res.end('a'));
    app.get('/b', (_req: unknown, res: { end(body: string): void }) => res.end('b'));
    expect(router.stack).toHaveLength(3);
    expect((await drive(router, 'GET', '/b')).res.body).toBe('b');
  });

  it('keeps its state off string keys: no _router on the app, no index on the router', () => {
    const app = createApp();
    app.get('/', () => undefined);
    expect(Object.keys(app)).not.toContain('_router');
    expect('_router' in app).toBe(false);
    expect(Object.keys(app.router).sort()).toEqual([
      'caseSensitive',
      'mergeParams',
      'methodNotAllowed',
      'params',
      'stack',
      'strict',
    ]);
  });

  it('takes the routing settings set before first use', () => {
    const app = createApp();
    app.enable('case sensitive routing');
    app.enable('strict routing');
    expect(app.router.caseSensitive).toBe(true);
    expect(app.router.strict).toBe(true);
  });
});

describe('Router', () => {
  it('makes a router called with or without new, each its own', async () => {
    const a = Router();
    const b = new Router({ mergeParams: true });
    expect(a).toBeInstanceOf(Router);
    expect(b).toBeInstanceOf(Router);
    expect(typeof a).toBe('function');
    expect(b.mergeParams).toBe(true);
    a.get('/x', (_req: unknown, res: { end(body: string): void }) => res.end('x'));
    expect(b.stack).toHaveLength(0);
    expect((await drive(a, 'GET', '/x')).res.body).toBe('x');
  });
});
