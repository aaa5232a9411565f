/**
 * URL path splitting lives in `@batonjs/http` (`url-parts.ts`). This re-export only keeps
 * `final-handler.ts` compiling until the shared-primitives branch, which owns that file, imports
 * from `@batonjs/http` directly; then delete it.
 */
export { pathnameOf } from '@batonjs/http';
