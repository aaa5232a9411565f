export { type JsonOptions, json, raw, text, urlencoded } from '@batonjs/body';
export { type CacheControlOptions, cacheControl, checkPreconditions, conditional } from '@batonjs/cache';
export { cookieParser } from '@batonjs/cookies';
export * from '@batonjs/core';
export { type ServeStaticOptions, serveStatic, serveStatic as static } from '@batonjs/static';
// `require('batonjs')` returns the `baton` function itself (Node's require of ESM honours this
// export name), so CommonJS code written for `require('express')` ports unchanged.
export { type Baton, baton, baton as default, baton as 'module.exports' } from './baton.js';
