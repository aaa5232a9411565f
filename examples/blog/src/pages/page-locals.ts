import type { Request, Response } from 'batonjs';
import type { Csrf } from '../middleware/csrf.js';
import { sessionOf } from '../middleware/session.js';
import type { Author, BlogStore } from '../store/blog-store.js';
import type { Assets } from './assets.js';

/** What the layout needs on every page, error pages included. */
export interface PageLocals {
  /** The logged-in author, for the header (and the logout form). */
  readonly me: Author | undefined;
  /** A function, so only pages with a form make a token (and maybe set the `cid` cookie). */
  readonly csrfToken: () => string;
  readonly assets: Assets['links'];
}

/** Builds a request's {@link PageLocals}. */
export type PageLocalsOf = (req: Request, res: Response) => Promise<PageLocals>;

/**
 * @example
 * const localsOf = createPageLocals(store, csrf, assets);
 * res.render('index', { ...(await localsOf(req, res)), posts });
 */
export function createPageLocals(store: BlogStore, csrf: Csrf, assets: Assets): PageLocalsOf {
  return async (req, res) => {
    const session = sessionOf(req);
    const me = session === undefined ? undefined : await store.getAuthor(session.authorId);
    return { me, csrfToken: () => csrf.token(req, res), assets: assets.links };
  };
}
