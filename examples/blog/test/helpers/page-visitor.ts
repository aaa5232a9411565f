import type { TestResponse } from '@batonjs/test-utils';
import type { BlogServer } from './blog-server.js';
import { LOGINS } from './blog-server.js';

/** A visitor of the HTML pages: keeps cookies as a browser would, sends forms with their tokens. */
export interface PageVisitor {
  /** GET with `Accept: text/html` and the cookies so far. */
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** POSTs a urlencoded form (no token is added: pass `_csrf` yourself or use `submit`). */
  post(path: string, fields: Record<string, string>): Promise<TestResponse>;
  /** Loads `page`, takes the CSRF token of its form posting to `action`, and posts `fields` with it. */
  submit(page: string, action: string, fields: Record<string, string>): Promise<TestResponse>;
  /** Logs in through the login form. */
  login(name: keyof typeof LOGINS): Promise<void>;
  readonly cookies: Map<string, string>;
}

/** The hidden `_csrf` value of the form posting to `action` in an HTML page. */
export function csrfTokenOf(html: string, action: string): string {
  const form = html.split('<form').find((part) => part.includes(`action="${action}"`));
  const token = form === undefined ? undefined : /name="_csrf" value="([^"]+)"/.exec(form)?.[1];
  if (token === undefined) throw new Error(`no form posting to ${action} with a CSRF token in:\n${html}`);
  return token;
}

/**
 * @example
 * const visitor = pageVisitor(srv); await visitor.login('ada'); (await visitor.get('/')).text;
 */
export function pageVisitor(srv: BlogServer): PageVisitor {
  const cookies = new Map<string, string>();
  const remember = (res: TestResponse): TestResponse => {
    const header = res.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header === undefined ? [] : [header]) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/Expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, pair.slice(eq + 1));
    }
    return res;
  };
  const cookieHeader = (): Record<string, string> =>
    cookies.size === 0 ? {} : { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };

  const visitor: PageVisitor = {
    cookies,
    async get(path, headers = {}) {
      return remember(await srv.fetch(path, { headers: { accept: 'text/html', ...cookieHeader(), ...headers } }));
    },
    async post(path, fields) {
      return remember(
        await srv.fetch(path, {
          method: 'POST',
          headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', ...cookieHeader() },
          body: new URLSearchParams(fields).toString(),
        }),
      );
    },
    async submit(page, action, fields) {
      const form = await visitor.get(page);
      return visitor.post(action, { _csrf: csrfTokenOf(form.text, action), ...fields });
    },
    async login(name) {
      const res = await visitor.submit('/login', '/login', { name, password: LOGINS[name] });
      if (res.status !== 303) throw new Error(`login as ${name} answered ${res.status}: ${res.text}`);
    },
  };
  return visitor;
}
