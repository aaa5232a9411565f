export { type CookieMiddleware, type CookieRequestFields, cookieParser } from './cookie-parser.js';
export { CookieError, type CookieErrorCode, cookieErrors } from './errors.js';
export { JSONCookie, JSONCookies } from './json-cookie.js';
export { type ParseOptions, parse } from './parse.js';
export { type SerializeOptions, serialize } from './serialize.js';
export { sign, unsign } from './sign.js';
export { signedCookie, signedCookies } from './signed-cookie.js';
