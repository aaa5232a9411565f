// The @batonjs/schema part of the consumer app: one route per validator (Zod 4, Valibot, ArkType),
// each handler typed from its schemas with no annotation. The @ts-expect-error lines are part of
// the test: tsc fails if a validated field stops being typed.
import { type } from 'arktype';
import type { Application } from 'batonjs';
import { validate } from 'batonjs/schema';
import * as v from 'valibot';
import { z } from 'zod';

export function schemaRoutes(app: Application): void {
  app.post(
    '/schema/zod/:n',
    validate({ params: z.object({ n: z.coerce.number().int() }), body: z.object({ title: z.string().min(1) }) }),
    (req, res) => {
      const n: number = req.params.n;
      const title: string = req.body.title;
      // @ts-expect-error: the body schema has no author
      void req.body.author;
      res.json({ via: 'zod', n, title });
    },
  );

  app.post('/schema/valibot', validate({ body: v.object({ count: v.number() }) }), (req, res) => {
    const count: number = req.body.count;
    // @ts-expect-error: count is a number, not a string
    const asText: string = req.body.count;
    res.json({ via: 'valibot', count, asText });
  });

  app.get(
    '/schema/arktype',
    validate({ query: type({ q: 'string', 'page?': 'string.integer.parse' }) }),
    (req, res) => {
      const q: string = req.query.q;
      const page: number | undefined = req.query.page;
      res.json({ via: 'arktype', q, page: page ?? 1 });
    },
  );
}
