import { randomUUID } from 'node:crypto';
import baton, { type Router } from 'batonjs';
import { validate } from 'batonjs/schema';
import { z } from 'zod';
import { HttpError } from '../http-error.js';

/**
 * What `POST /items` accepts. A body that does not fit never reaches the handler: validate()
 * answers it with a 422 problem listing each issue (a body that is not JSON is a 400 earlier).
 */
export const ItemInput = z.object({
  name: z.string().trim().min(1).max(100),
  quantity: z.number().int().min(0).default(1),
});

export type Item = z.output<typeof ItemInput> & { readonly id: string };

/**
 * The items API: `GET /items`, `GET /items/:id`, `POST /items`. Items live in memory for the
 * life of the app: put your database behind the same three routes.
 */
export function itemsRouter(): Router {
  const items = new Map<string, Item>();
  const router = baton.Router();

  router.get('/items', (_req, res) => {
    res.json([...items.values()]);
  });

  router.get('/items/:id', (req, res) => {
    const item = items.get(req.params.id);
    if (item === undefined) throw new HttpError(404, `No item with id ${req.params.id}`);
    res.json(item);
  });

  router.post('/items', validate({ body: ItemInput }), (req, res) => {
    // validate() has replaced req.body with the schema's output, and typed it so: name trimmed,
    // quantity defaulted (req.body.quantity is a number here; a typo would not compile).
    const item: Item = { id: randomUUID(), ...req.body };
    items.set(item.id, item);
    res.status(201).location(`${req.baseUrl}/items/${item.id}`).json(item);
  });

  return router;
}
