import { createApp, type NextFunction, type Request, type Response, Router } from '@batonjs/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { WebSocketHandler } from '../src/index.js';

describe('app.ws and router.ws types', () => {
  it('give the last handler the socket and req.params typed from the path', () => {
    const app = createApp();
    const returned = app.ws('/rooms/:room/*rest', (ws, req) => {
      expectTypeOf(ws).toEqualTypeOf<WebSocket>();
      expectTypeOf(req.params).toEqualTypeOf<{ room: string; rest: string[] }>();
    });
    expectTypeOf(returned).toEqualTypeOf<typeof app>();
    const router = Router();
    router.ws(
      '/users/:id',
      (req, res, next) => {
        expectTypeOf(req.params.id).toEqualTypeOf<string>();
        expectTypeOf(res).toEqualTypeOf<Response>();
        expectTypeOf(next).toEqualTypeOf<NextFunction>();
        next();
      },
      (req, _res, next) => next(req.params.id === '' ? new Error('empty') : undefined),
      (ws, req) => {
        expectTypeOf(ws).toEqualTypeOf<WebSocket>();
        expectTypeOf(req.params.id).toEqualTypeOf<string>();
      },
    );
  });

  it('accept declared handlers, and refuse a route without a socket handler', () => {
    const app = createApp();
    const live: WebSocketHandler<{ id: string }> = (ws, req) => ws.send(req.params.id);
    const auth = (_req: Request, _res: Response, next: NextFunction) => next();
    app.ws('/live/:id', auth, live);
    // @ts-expect-error the path has no :name
    app.ws('/live/:id', (_ws, req) => req.params.name);
    // @ts-expect-error the last argument must be a socket handler
    app.ws('/live');
  });
});
