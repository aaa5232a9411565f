export { BatonError, type CoreErrorCode, coreErrors, createError } from './errors.js';
export type { PathArg } from './router/compile-path.js';
export type { NextFunction } from './router/handler-types.js';
export { Route } from './router/route.js';
export { Router, type RouterConstructor, type RouterInstance, type RouterOptions } from './router/router.js';
