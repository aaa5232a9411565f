// Extending the request and response prototypes at any time, on every transport: app.request /
// app.response, the roots (baton.request / baton.response), mounted apps, and assigned prototypes.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { type Application, createApp, type Request, type Response, request, response } from '@batonjs/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Started, start, type Transport, transports } from './transports.js';

/** Any member read off a prototype or an instance by name: the tests add members TypeScript does not know. */
type Open = Record<string, unknown>;

const open = (target: object): Open => target as Open;

/** Calls `req[name]()` / reads `res[name]`, giving null for what is not there (so a JSON body shows it). */
function call(target: object, name: string): unknown {
  const member = open(target)[name];
  return typeof member === 'function' ? (member as () => unknown).call(target) : (member ?? null);
}

/** An app whose GET /probe answers with what `names` give on req and res. */
function probeApp(names: { req?: readonly string[]; res?: readonly string[] }): Application {
  const app = createApp();
  app.get('/probe', (req, res) => {
    res.json({
      req: (names.req ?? []).map((name) => call(req, name)),
      res: (names.res ?? []).map((name) => call(res, name)),
    });
  });
  return app;
}

describe.each(transports)('prototypes over $name', (transport: Transport) => {
  let srv: Started | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  async function probe(app: Application, path = '/probe'): Promise<unknown> {
    srv ??= await start(transport, app);
    const res = await srv.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json();
  }

  it('app.request and app.response members added before and after the first request, at once', async () => {
    const app = probeApp({ req: ['early', 'late'], res: ['earlyRes', 'lateRes'] });
    open(app.request).early = function (this: Request) {
      return `early ${this.method}`;
    };
    open(app.response).earlyRes = 'e';
    expect(await probe(app)).toEqual({ req: ['early GET', null], res: ['e', null] });
    open(app.request).late = function (this: Request) {
      return `late ${this.path}`;
    };
    Object.assign(app.response, { lateRes: 'l' });
    expect(await probe(app)).toEqual({ req: ['early GET', 'late /probe'], res: ['e', 'l'] });
  });

  it('getters defined on app.request / app.response late, and replaced, run on the instance', async () => {
    const app = probeApp({ req: ['viaGetter'], res: ['statusGetter'] });
    expect(await probe(app)).toEqual({ req: [null], res: [null] });
    Object.defineProperty(app.request, 'viaGetter', {
      configurable: true,
      get(this: Request) {
        return `${this.method} ${this.url} from ${this.app === app ? 'app' : 'elsewhere'}`;
      },
    });
    Object.defineProperty(app.response, 'statusGetter', {
      configurable: true,
      get(this: Response) {
        return this.statusCode;
      },
    });
    expect(await probe(app)).toEqual({ req: ['GET /probe from app'], res: [200] });
    Object.defineProperty(app.request, 'viaGetter', { configurable: true, get: () => 'second' });
    expect(await probe(app)).toEqual({ req: ['second'], res: [200] });
  });

  it('deleting a member from app.request / app.response removes it everywhere', async () => {
    const app = probeApp({ req: ['gone'], res: ['goneToo'] });
    open(app.request).gone = () => 'here';
    open(app.response).goneToo = 'here too';
    expect(await probe(app)).toEqual({ req: ['here'], res: ['here too'] });
    expect(delete open(app.request).gone).toBe(true);
    expect(Reflect.deleteProperty(app.response, 'goneToo')).toBe(true);
    expect(await probe(app)).toEqual({ req: [null], res: [null] });
  });

  it('an app may override a built-in helper for itself, at any time, and put it back by deleting', async () => {
    const app = createApp();
    app.get('/probe', (req, res) => {
      res.json({ ip: req.ip, hasJson: typeof res.json === 'function' });
    });
    expect(await probe(app)).toEqual({ ip: '127.0.0.1', hasJson: true });
    Object.defineProperty(app.request, 'ip', { configurable: true, get: () => '192.0.2.1' });
    expect(await probe(app)).toEqual({ ip: '192.0.2.1', hasJson: true });
    delete open(app.request).ip;
    expect(await probe(app)).toEqual({ ip: '127.0.0.1', hasJson: true });
  });

  it('baton.request / baton.response extended late reach every app', async () => {
    const app = probeApp({ req: ['rootLate'], res: ['rootLateRes'] });
    try {
      expect(await probe(app)).toEqual({ req: [null], res: [null] });
      open(request).rootLate = function (this: Request) {
        return `root ${this.method}`;
      };
      Object.defineProperty(response, 'rootLateRes', { configurable: true, get: () => 'root getter' });
      expect(await probe(app)).toEqual({ req: ['root GET'], res: ['root getter'] });
    } finally {
      delete open(request).rootLate;
      delete open(response).rootLateRes;
    }
    expect(await probe(app)).toEqual({ req: [null], res: [null] });
  });

  it('mounted apps inherit from the parent, override for themselves, and do not pollute it', async () => {
    const parent = createApp();
    const sub = createApp();
    parent.get('/probe', (req, res) => {
      res.json({ who: call(req, 'who'), tag: call(res, 'tag'), app: req.app === parent && res.app === parent });
    });
    sub.get('/probe', (req, res) => {
      res.json({ who: call(req, 'who'), tag: call(res, 'tag'), app: req.app === sub && res.app === sub });
    });
    parent.use('/sub', sub);
    open(parent.request).who = () => 'parent';
    open(parent.response).tag = 'parent tag';
    expect(await probe(parent, '/sub/probe')).toEqual({ who: 'parent', tag: 'parent tag', app: true });
    // Late: the sub-app overrides; the parent keeps its own.
    open(sub.request).who = () => 'sub';
    expect(await probe(parent, '/sub/probe')).toEqual({ who: 'sub', tag: 'parent tag', app: true });
    expect(await probe(parent, '/probe')).toEqual({ who: 'parent', tag: 'parent tag', app: true });
    // Late on the parent: reaches the sub-app where it does not override.
    open(parent.response).tag = 'parent tag 2';
    expect(await probe(parent, '/sub/probe')).toEqual({ who: 'sub', tag: 'parent tag 2', app: true });
    delete open(sub.request).who;
    expect(await probe(parent, '/sub/probe')).toEqual({ who: 'parent', tag: 'parent tag 2', app: true });
  });

  it('a sub-app mounted after both apps served keeps its own members and gains the parent ones', async () => {
    const parent = probeApp({ req: ['fromParent', 'fromSub'] });
    const sub = probeApp({ req: ['fromParent', 'fromSub'] });
    open(parent.request).fromParent = () => 'p';
    open(sub.request).fromSub = () => 's';
    expect(await probe(sub)).toEqual({ req: [null, 's'], res: [] });
    await srv?.close();
    srv = undefined;
    expect(await probe(parent)).toEqual({ req: ['p', null], res: [] });
    parent.use('/sub', sub);
    expect(await probe(parent, '/sub/probe')).toEqual({ req: ['p', 's'], res: [] });
  });

  it("req.app and res.app, and node's own classes as req.constructor / res.constructor", async () => {
    const app = createApp();
    app.get('/probe', (req, res) => {
      const h2 = req.httpVersionMajor === 2;
      res.json({
        app: req.app === app && res.app === app,
        reqConstructor: req.constructor === (h2 ? Http2ServerRequest : IncomingMessage),
        resConstructor: res.constructor === (h2 ? Http2ServerResponse : ServerResponse),
        reqClass: h2 ? req instanceof Http2ServerRequest : req instanceof IncomingMessage,
        resClass: h2 ? res instanceof Http2ServerResponse : res instanceof ServerResponse,
      });
    });
    expect(await probe(app)).toEqual({
      app: true,
      reqConstructor: true,
      resConstructor: true,
      reqClass: true,
      resClass: true,
    });
  });

  it('app.request assigned (Express allows it): its members, and later ones through app.request, on every transport', async () => {
    const app = probeApp({ req: ['assigned', 'afterwards', 'json'] });
    expect(await probe(app)).toEqual({ req: [null, null, null], res: [] });
    const parentView = app.request;
    const proto: Open = Object.create(parentView);
    proto.assigned = () => 'assigned';
    app.request = proto as unknown as Request;
    open(app.request).afterwards = () => 'afterwards';
    // req.json is no helper: what the request inherits still ends at baton.request.
    expect(await probe(app)).toEqual({ req: ['assigned', 'afterwards', null], res: [] });
    // What it inherits, as users see it: the view it was made from.
    expect(Object.getPrototypeOf(app.request)).toBe(parentView);
  });

  it("one app's prototypes assigned to another are shared, as in Express (req.app is the first app)", async () => {
    const first = createApp();
    const second = createApp();
    open(first.request).shared = () => 'shared';
    second.request = first.request;
    second.get('/probe', (req, res) => {
      res.json({ shared: call(req, 'shared'), app: req.app === first, same: second.request === first.request });
    });
    expect(await probe(second)).toEqual({ shared: 'shared', app: true, same: true });
  });
});
