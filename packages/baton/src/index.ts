export { json, raw, text, urlencoded } from '@baton/body';
export { cacheControl, checkPreconditions, conditional } from '@baton/cache';
export { cookieParser } from '@baton/cookies';
export * from '@baton/core';
export { serveStatic, serveStatic as static } from '@baton/static';
// `require('baton')` returns the `baton` function itself (Node's require of ESM honours this
// export name), so CommonJS code written for `require('express')` ports unchanged.
export { type Baton, baton, baton as default, baton as 'module.exports' } from './baton.js';
