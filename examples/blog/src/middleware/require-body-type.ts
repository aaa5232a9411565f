import type { RequestHandler } from 'batonjs';
import { blogError } from '../errors.js';

/**
 * Answers 415 unless the request body is one of `types` (as `req.is` names them). Runs before the
 * body parsers, which would otherwise skip an unknown type and leave the handler an empty body.
 *
 * @example
 * router.post('/blogs', requireBodyType('application/json'), baton.json(), createBlog);
 */
export function requireBodyType(...types: string[]): RequestHandler {
  const expected = types.join(' or ');
  return (req, _res, next) => {
    if (req.is(types)) {
      next();
      return;
    }
    const sent = req.headers['content-type'];
    const what = sent === undefined ? 'no Content-Type' : `Content-Type ${sent}`;
    next(blogError('UNSUPPORTED_MEDIA_TYPE', `the body must be ${expected}; the request has ${what}`));
  };
}
