// polka 0.5 ships no types; this declares only the surface the scenarios use.
declare module 'polka' {
  import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

  export interface PolkaRequest extends IncomingMessage {
    params: Record<string, string>;
    body?: unknown;
  }
  export type Next = (err?: unknown) => void;
  export type Handler = (req: PolkaRequest, res: ServerResponse, next: Next) => void;

  export interface Polka {
    use(...handlers: Handler[]): Polka;
    /** A Polka app given here is mounted as a sub-app: it sees the path below `base`. */
    use(base: string, ...handlers: Array<Handler | Polka>): Polka;
    get(pattern: string, ...handlers: Handler[]): Polka;
    post(pattern: string, ...handlers: Handler[]): Polka;
    listen(port: number, host: string, callback?: () => void): Polka;
    readonly handler: RequestListener;
    readonly server: Server;
  }

  export default function polka(options?: { server?: Server }): Polka;
}
