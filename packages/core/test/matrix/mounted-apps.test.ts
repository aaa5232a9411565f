// Mounted sub-apps on every transport: a request entering one whose levels add only `app` to its
// parent's keeps its prototypes and gets `app` as its own property (no per-request swap); one
// whose levels have members of their own is swapped as before. Either way req.app, res.app, the
// app's settings and helpers are the mounted app's inside it and the parent's once it falls through.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Application, createApp, type Request, type Response } from '@batonjs/core';
import { request } from '@batonjs/test-utils';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Started, start, type Transport, transports } from './transports.js';

type Open = Record<string, unknown>;

/** A handler answering which of `apps` req.app and res.app are, and what the app's settings give. */
function whoAmI(apps: Record<string, Application>, after: (req: Request) => unknown = () => null) {
  return (req: Request, res: Response): void => {
    const name = (app: unknown): string => Object.keys(apps).find((key) => apps[key] === app) ?? 'other';
    res.set('x-who', name(req.app)).json({
      req: name(req.app),
      res: name(res.app),
      title: req.app.get('title') ?? null,
      baseUrl: req.baseUrl,
      extra: after(req),
    });
  };
}

describe.each(transports)('mounted apps over $name', (transport: Transport) => {
  let srv: Started | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await srv?.close();
    srv = undefined;
  });

  async function get(app: Application, path: string): Promise<Open> {
    srv ??= await start(transport, app);
    const res = await srv.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as Open;
    expect(res.headers['x-who']).toBe(body.req);
    return body;
  }

  it('a plain sub-app: its own req.app, res.app and settings inside, the parent’s after, and no prototype swap', async () => {
    const parent = createApp();
    const sub = createApp();
    parent.set('title', 'parent');
    sub.set('title', 'sub');
    sub.set('json spaces', 2);
    const apps = { parent, sub };
    sub.get('/here', whoAmI(apps));
    parent.use('/sub', sub);
    parent.use(whoAmI(apps));
    // The first request through the sub-app may build its HTTP/2 level (one setPrototypeOf on
    // the level, none on a request); what is counted is every request after it.
    await get(parent, '/sub/here');
    const spy = vi.spyOn(Object, 'setPrototypeOf');
    expect(await get(parent, '/sub/here')).toEqual({
      req: 'sub',
      res: 'sub',
      title: 'sub',
      baseUrl: '/sub',
      extra: null,
    });
    const raw = await srv?.fetch('/sub/here');
    expect(raw?.text).toContain('\n  "req": "sub"');
    expect(await get(parent, '/sub/elsewhere')).toEqual({
      req: 'parent',
      res: 'parent',
      title: 'parent',
      baseUrl: '',
      extra: null,
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('nested plain sub-apps, falling through one level at a time', async () => {
    const top = createApp();
    const mid = createApp();
    const leaf = createApp();
    const apps = { top, mid, leaf };
    for (const [name, app] of Object.entries(apps)) app.set('title', name);
    leaf.get('/x', whoAmI(apps));
    mid.use('/leaf', leaf);
    mid.get('/leaf/y', whoAmI(apps));
    top.use('/mid', mid);
    top.use(whoAmI(apps));
    expect(await get(top, '/mid/leaf/x')).toMatchObject({ req: 'leaf', res: 'leaf', title: 'leaf' });
    expect(await get(top, '/mid/leaf/y')).toMatchObject({ req: 'mid', res: 'mid', title: 'mid', baseUrl: '/mid' });
    expect(await get(top, '/mid/leaf/z')).toMatchObject({ req: 'top', res: 'top', title: 'top', baseUrl: '' });
  });

  it('a sub-app with helpers of its own is swapped to them, after a plain one gave the request its own app', async () => {
    const parent = createApp();
    const plain = createApp();
    const rich = createApp();
    (rich.request as unknown as Open).shout = function (this: Request) {
      return this.path.toUpperCase();
    };
    const apps = { parent, plain, rich };
    const shout = (req: Request): unknown => {
      const fn = (req as unknown as Open).shout;
      return typeof fn === 'function' ? (fn as () => unknown).call(req) : null;
    };
    parent.use('/p', plain);
    parent.use('/p', rich);
    rich.get('/q', whoAmI(apps, shout));
    parent.use(whoAmI(apps, shout));
    // plain is entered first and falls through; rich must then be what req.app names.
    expect(await get(parent, '/p/q')).toMatchObject({ req: 'rich', res: 'rich', extra: '/Q' });
    expect(await get(parent, '/p/r')).toMatchObject({ req: 'parent', res: 'parent', extra: null });
  });

  it('a helper added to the sub-app after it served requests reaches the next ones', async () => {
    const parent = createApp();
    const sub = createApp();
    const apps = { parent, sub };
    sub.get(
      '/h',
      whoAmI(apps, (req) => ((req as unknown as Open).late as (() => unknown) | undefined)?.() ?? null),
    );
    parent.use('/s', sub);
    expect(await get(parent, '/s/h')).toMatchObject({ req: 'sub', extra: null });
    (sub.request as unknown as Open).late = () => 'late';
    expect(await get(parent, '/s/h')).toMatchObject({ req: 'sub', res: 'sub', extra: 'late' });
    // Taken away again: the level holds only `app` once more, and requests stop being swapped.
    delete (sub.request as unknown as Open).late;
    expect(await get(parent, '/s/h')).toMatchObject({ req: 'sub', res: 'sub', extra: null });
    const spy = vi.spyOn(Object, 'setPrototypeOf');
    expect(await get(parent, '/s/h')).toMatchObject({ req: 'sub', res: 'sub', extra: null });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('a Baton app mounted in an Express app', () => {
  it("is swapped to and back as Express does it; Express's own handlers see its app after", async () => {
    const parent = express();
    const sub = createApp();
    sub.get('/here', (req, res) => {
      res.json({ sub: req.app === sub && res.app === sub });
    });
    parent.use('/sub', sub as never);
    parent.use((req, res) => {
      res.json({ parent: req.app === parent && res.app === parent });
    });
    const server = http.createServer(parent);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const inside = await request(`http://127.0.0.1:${port}/sub/here`);
      expect(inside.status).toBe(200);
      expect(inside.json()).toEqual({ sub: true });
      const after = await request(`http://127.0.0.1:${port}/sub/else`);
      expect(after.status).toBe(200);
      expect(after.json()).toEqual({ parent: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
