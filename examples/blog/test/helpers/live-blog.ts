import { openSse, type SseConnection } from '@batonjs/test-utils';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type BlogServer, startBlog } from './blog-server.js';

/** A blog for one test file, ada's session cookie, and event streams that each test's end closes. */
export interface LiveBlog {
  readonly srv: BlogServer;
  /** ada's `Cookie` value. */
  readonly ada: string;
  /** Opens an event stream at `path`, closed after the test. */
  stream(path: string, headers?: Record<string, string>): Promise<SseConnection>;
}

/**
 * Registers the hooks that start the blog before the file's tests (logged in as ada), close the
 * streams a test opened after it, and stop the blog at the end. Read the fields inside tests.
 *
 * @example
 * const live = useLiveBlog();
 * it('...', async () => { const conn = await live.stream('/api/events'); });
 */
export function useLiveBlog(): LiveBlog {
  const open: SseConnection[] = [];
  const state = { srv: undefined as BlogServer | undefined, ada: '' };
  beforeAll(async () => {
    state.srv = await startBlog();
    state.ada = await state.srv.login('ada');
  });
  afterEach(() => {
    for (const conn of open.splice(0)) conn.close();
  });
  afterAll(() => state.srv?.close());
  return {
    get srv() {
      if (state.srv === undefined) throw new Error('the blog starts in beforeAll');
      return state.srv;
    },
    get ada() {
      return state.ada;
    },
    async stream(path, headers = {}) {
      const conn = await openSse(`${this.srv.origin}${path}`, { headers });
      open.push(conn);
      return conn;
    },
  };
}
