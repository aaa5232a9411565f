import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Router } from '../src/index.js';
import { CandidateIndex } from '../src/router/candidate-index.js';
import type { LayerIndex } from '../src/router/layer-index.js';
import { LinearIndex } from '../src/router/linear-index.js';
import { createRouter } from '../src/router/router.js';
import { drive } from './helpers/drive-router.js';

type Next = (err?: unknown) => void;
type Options = { caseSensitive?: boolean; strict?: boolean };
type Req = { params: Record<string, unknown>; baseUrl: string; url: string };

const literal = fc.constantFrom('a', 'b', 'users', 'Users', 'x.y', 'caf%C3%A9', '');
const segment = fc.oneof(literal, fc.constantFrom(':id', ':name', ':a-:b', ':f{.:ext}', 'v{:n}', '{x}'));
const pathArb = fc.oneof(
  { weight: 8, arbitrary: fc.array(segment, { minLength: 0, maxLength: 4 }).map((s) => `/${s.join('/')}`) },
  { weight: 2, arbitrary: fc.array(literal, { maxLength: 3 }).map((s) => `/${[...s, '*rest'].join('/')}`) },
  { weight: 1, arbitrary: fc.constantFrom('/a{/:opt}', '/{:lead}/b', '/*a/x/:c') },
);
const layerArb = fc.record({
  kind: fc.constantFrom('use', 'get', 'post', 'all', 'regexp', 'mounted'),
  path: pathArb,
});
const requestArb = fc.record({
  method: fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS'),
  path: fc.array(fc.constantFrom('a', 'b', 'USERS', 'users', 'x.y', 'q.json', 'q-r', 'v7', 'x', 'caf%C3%A9', ''), {
    maxLength: 5,
  }),
  trailing: fc.boolean(),
});

/** Builds the same app twice, once per index, recording which layer ran with which params and URL. */
function build(layers: Array<{ kind: string; path: string }>, index: 'candidate' | 'linear', options: Options) {
  const log: string[] = [];
  const makeIndex = (): LayerIndex =>
    index === 'linear' ? new LinearIndex() : new CandidateIndex(Boolean(options.caseSensitive));
  const router = createRouter(options, makeIndex);
  layers.forEach((layer, n) => {
    const record = (req: Req, _res: unknown, next: Next) => {
      log.push(`${n}:${JSON.stringify(req.params)}:${req.baseUrl}:${req.url}`);
      next();
    };
    try {
      if (layer.kind === 'use') router.use(layer.path, record);
      else if (layer.kind === 'regexp') router.get(new RegExp(`^/${layer.path.slice(1, 3)}`, 'i'), record);
      else if (layer.kind === 'mounted') {
        const child = createRouter(options, makeIndex);
        child.get('/a', record);
        child.use(record);
        router.use(layer.path, child);
      } else (router as unknown as Record<string, (p: string, h: unknown) => void>)[layer.kind]?.(layer.path, record);
    } catch {
      log.push(`${n}:invalid`);
    }
  });
  return { router, log };
}

describe('candidate index versus linear scan', () => {
  for (const options of [{}, { caseSensitive: true }, { strict: true }]) {
    it(`same handlers, same order, same params ${JSON.stringify(options)}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(layerArb, { minLength: 1, maxLength: 25 }),
          fc.array(requestArb, { minLength: 1, maxLength: 6 }),
          async (layers, requests) => {
            const a = build(layers, 'candidate', options);
            const b = build(layers, 'linear', options);
            for (const r of requests) {
              const url = `/${r.path.join('/')}${r.trailing ? '/' : ''}`;
              const ra = await drive(a.router, r.method, url);
              const rb = await drive(b.router, r.method, url);
              expect(ra.res.body).toEqual(rb.res.body);
              expect(String((ra.err as { code?: string })?.code)).toEqual(String((rb.err as { code?: string })?.code));
            }
            expect(a.log).toEqual(b.log);
          },
        ),
        { numRuns: 400 },
      );
    });
  }

  it('same handlers after random edits of router.stack (splice out, move), lookups warmed first', async () => {
    const edit = fc.record({ at: fc.nat(), move: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(layerArb, { minLength: 1, maxLength: 20 }),
        fc.array(requestArb, { minLength: 1, maxLength: 4 }),
        fc.array(edit, { minLength: 1, maxLength: 4 }),
        async (layers, requests, edits) => {
          const a = build(layers, 'candidate', {});
          const b = build(layers, 'linear', {});
          const urls = requests.map((r) => `/${r.path.join('/')}${r.trailing ? '/' : ''}`);
          for (const url of urls) await drive(a.router, 'GET', url);
          for (const { at, move } of edits) {
            for (const router of [a.router, b.router]) {
              if (router.stack.length === 0) continue;
              const [layer] = router.stack.splice(at % router.stack.length, 1);
              if (move && layer !== undefined) router.stack.unshift(layer);
            }
          }
          a.log.length = 0;
          b.log.length = 0;
          for (const [i, r] of requests.entries()) {
            const ra = await drive(a.router, r.method, urls[i] as string);
            const rb = await drive(b.router, r.method, urls[i] as string);
            expect(ra.res.body).toEqual(rb.res.body);
          }
          expect(a.log).toEqual(b.log);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sees layers added after a path was looked up (the lookup cache is cleared)', async () => {
    const router = Router();
    const calls: string[] = [];
    router.get('/late', (_req: Req, _res: unknown, next: Next) => {
      calls.push('first');
      next();
    });
    await drive(router, 'GET', '/late');
    router.use('/late', (_req: Req, _res: unknown, next: Next) => {
      calls.push('added');
      next();
    });
    await drive(router, 'GET', '/late');
    expect(calls).toEqual(['first', 'first', 'added']);
  });

  it('finds the last of 10,000 routes and only looks at the ones that can match', async () => {
    const router = Router();
    for (let i = 0; i < 10_000; i++) router.get(`/r${i}/:id`, () => undefined);
    let hit: unknown;
    router.get('/last/:id', (req: Req, _res: unknown, next: Next) => {
      hit = req.params.id;
      next();
    });
    await drive(router, 'GET', '/last/42');
    expect(hit).toBe('42');
  });
});
