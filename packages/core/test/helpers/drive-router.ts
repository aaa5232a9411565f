import type { RoutingRequest } from '../../src/index.js';
import type { Router } from '../../src/router/router.js';

export interface Driven {
  readonly err: unknown;
  readonly req: RoutingRequest & Record<string, unknown>;
  readonly res: PlainResponse;
}

export interface PlainResponse {
  headers: Record<string, string | number>;
  body: string | undefined;
  setHeader(name: string, value: string | number): void;
  end(body?: string): void;
}

export function plainResponse(): PlainResponse {
  return {
    headers: {},
    body: undefined,
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
    end(body) {
      this.body = body ?? '';
    },
  };
}

/**
 * Drives a router with plain objects, no socket: resolves when the router gives up (`done`) or
 * the response ends.
 */
export function drive(
  router: Router,
  method: string,
  url: string,
  extra: Record<string, unknown> = {},
): Promise<Driven> {
  return new Promise((resolve) => {
    const req = { method, url, ...extra } as RoutingRequest & Record<string, unknown>;
    const res = plainResponse();
    const end = res.end.bind(res);
    res.end = (body) => {
      end(body);
      resolve({ err: undefined, req, res });
    };
    router.handle(req, res, (err) => resolve({ err, req, res }));
  });
}
