import { createApp, Router } from '@batonjs/core';
import { type } from 'arktype';
import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../src/index.js';

describe('handlers after validate() are typed from the schemas', () => {
  it('types req.body, req.params and req.query from Zod outputs (transforms included)', () => {
    const app = createApp();
    app.post(
      '/posts/:id',
      validate({
        params: z.object({ id: z.coerce.number() }),
        query: z.object({ draft: z.enum(['yes', 'no']).default('no') }),
        body: z.object({ title: z.string(), tags: z.array(z.string()).default([]) }),
      }),
      (req, res) => {
        expectTypeOf(req.params.id).toEqualTypeOf<number>();
        expectTypeOf(req.query.draft).toEqualTypeOf<'yes' | 'no'>();
        expectTypeOf(req.body).toEqualTypeOf<{ title: string; tags: string[] }>();
        // @ts-expect-error: the body schema has no author
        void req.body.author;
        // @ts-expect-error: the id is a number once validated
        void req.params.id.toUpperCase();
        res.json({});
      },
    );
  });

  it('keeps req.params from the path when only the body has a schema; Valibot and ArkType too', () => {
    const router = Router();
    router.put('/authors/:authorId', validate({ body: v.object({ name: v.string() }) }), (req, res) => {
      expectTypeOf(req.params.authorId).toEqualTypeOf<string>();
      expectTypeOf(req.body.name).toEqualTypeOf<string>();
      // @ts-expect-error: name is a string
      void req.body.name.toFixed();
      res.end();
    });
    router.get('/search', validate({ query: type({ q: 'string', 'page?': 'string.integer.parse' }) }), (req, res) => {
      expectTypeOf(req.query.q).toEqualTypeOf<string>();
      expectTypeOf(req.query.page).toEqualTypeOf<number | undefined>();
      res.end();
    });
  });

  it('route() chains get the same types', () => {
    const app = createApp();
    app.route('/books/:isbn').post(validate({ body: z.object({ pages: z.number() }) }), (req, res) => {
      expectTypeOf(req.body.pages).toEqualTypeOf<number>();
      res.end();
    });
  });
});
