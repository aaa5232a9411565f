import { appSetting, appStateOf } from '../request/app-setting.js';
import type { Response } from '../types/response.js';
import { assertUnsent } from './already-sent.js';
import { JSON_TYPE, send, sendJson } from './send.js';

type Replacer = (this: unknown, key: string, value: unknown) => unknown;

/**
 * Serialises `value` as `res.json()` does: the `json replacer` and `json spaces` settings are passed
 * to `JSON.stringify`; with `json escape`, `<`, `>` and `&` become `\u003c`, `\u003e`, `\u0026` so
 * the JSON can be inlined in HTML without closing a `<script>`. `undefined` stays `undefined`.
 *
 * @example
 * stringify({ a: '<b>' }, undefined, 0, true); // '{"a":"\\u003cb\\u003e"}'
 */
export function stringify(value: unknown, replacer: unknown, spaces: unknown, escapeHtml: unknown): string | undefined {
  const json: string | undefined =
    replacer || spaces
      ? JSON.stringify(
          value,
          (typeof replacer === 'function' || Array.isArray(replacer) ? replacer : undefined) as Replacer | undefined,
          typeof spaces === 'number' || typeof spaces === 'string' ? spaces : undefined,
        )
      : JSON.stringify(value);
  if (!escapeHtml || json === undefined) return json;
  return json.replace(/[<>&]/g, (ch) => (ch === '<' ? '\\u003c' : ch === '>' ? '\\u003e' : '\\u0026'));
}

function serialise(res: Response, value: unknown): string | undefined {
  // Three settings per response, read from the app's fixed-shape state rather than its settings;
  // an app that is not Baton's (no state) is asked through its own `get`, as before the state.
  const state = appStateOf(res);
  if (state !== undefined) return stringify(value, state.jsonReplacer, state.jsonSpaces, state.jsonEscape);
  return stringify(
    value,
    appSetting(res, 'json replacer'),
    appSetting(res, 'json spaces'),
    appSetting(res, 'json escape'),
  );
}

/**
 * `res.json(value)`: sends `value` as JSON (`application/json; charset=utf-8` unless a type is set),
 * honouring the `json replacer`, `json spaces` and `json escape` settings.
 *
 * @example
 * res.status(201).json({ id: 7, name: 'Ada' });
 */
export function json(this: Response, value?: unknown): Response {
  assertUnsent(this, 'res.json()');
  const body = serialise(this, value);
  // Middleware that replaced res.send (to log or rewrite bodies) sees the JSON, as with Express.
  if (this.send !== send) {
    if (this.getHeader('Content-Type') === undefined) this.setHeader('Content-Type', JSON_TYPE);
    return this.send(body);
  }
  return sendJson(this, body);
}

/**
 * `res.jsonp(value)`: `res.json()` wrapped in a call to the function named by the query parameter
 * in the `jsonp callback name` setting (`?callback=fn`), sent as `text/javascript` with
 * `X-Content-Type-Options: nosniff`. The name is reduced to `[A-Za-z0-9_$.[\]]` and the call is
 * prefixed with an empty comment (the Rosetta Flash mitigation); without a name it is plain JSON.
 *
 * @example
 * app.get('/users', (req, res) => res.jsonp([{ id: 1 }])); // GET /users?callback=cb → cb([{"id":1}])
 */
export function jsonp(this: Response, value?: unknown): Response {
  assertUnsent(this, 'res.jsonp()');
  let body = serialise(this, value);
  const query = this.req.query as Record<string, unknown> | undefined;
  const state = appStateOf(this);
  const callbackName = state === undefined ? appSetting(this, 'jsonp callback name') : state.jsonpCallbackName;
  let callback = query?.[String(callbackName ?? 'callback')];
  if (Array.isArray(callback)) callback = callback[0];
  if (this.getHeader('Content-Type') === undefined) {
    this.setHeader('X-Content-Type-Options', 'nosniff');
    this.setHeader('Content-Type', JSON_TYPE);
  }
  if (typeof callback === 'string' && callback !== '') {
    this.setHeader('X-Content-Type-Options', 'nosniff');
    this.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    const name = callback.replace(/[^[\]\w$.]/g, '');
    // U+2028/U+2029 are legal in JSON but end a line (and so a string literal) in older JavaScript.
    const args = body === undefined ? '' : body.replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    body = `/**/ typeof ${name} === 'function' && ${name}(${args});`;
  }
  return this.send(body);
}
