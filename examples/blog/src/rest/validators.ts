import type { IncomingMessage, ServerResponse } from 'node:http';
import { conditional, evaluatePreconditions, parseEntityTag, versionETag } from 'batonjs/cache';
import { blogError } from '../errors.js';

/** The cheap validators of a representation: a version tag and a modification time. */
export interface RepresentationState {
  /** Identifies the version; quoted into a strong ETag. */
  readonly version: string;
  readonly lastModified: Date | undefined;
}

function failed(req: IncomingMessage, state: RepresentationState): boolean {
  const current = {
    etag: parseEntityTag(versionETag(state.version)),
    lastModified: state.lastModified === undefined ? undefined : Math.floor(state.lastModified.getTime() / 1000) * 1000,
    exists: true,
  };
  return evaluatePreconditions(req, current) === 'failed';
}

/**
 * For a GET: sets ETag and Last-Modified and answers 304 itself when the client's copy is current
 * (true: the handler stops). A failed `If-Match` is a 412 problem, like every /api error, rather
 * than @batonjs/cache's plain-text one.
 *
 * @example
 * if (await answeredFromCache(req, res, { version: `p${post.id}-v${post.version}`, lastModified: post.updatedAt })) return;
 */
export function answeredFromCache(req: IncomingMessage, res: ServerResponse, state: RepresentationState): boolean {
  if (failed(req, state)) throw blogError('PRECONDITION_FAILED', 'If-Match does not match the current ETag');
  return conditional(req, res, { etag: state.version, lastModified: state.lastModified });
}

/**
 * For a write: throws a 412 problem when `If-Match` / `If-Unmodified-Since` says the client's copy
 * is stale (a lost update avoided). Returns whether the request carried such a precondition, so
 * the store can repeat the check atomically with the write.
 *
 * @example
 * const guarded = checkWritePreconditions(req, { version: postVersion(post), lastModified: post.updatedAt });
 */
export function checkWritePreconditions(req: IncomingMessage, state: RepresentationState): boolean {
  if (failed(req, state)) throw blogError('PRECONDITION_FAILED', 'the blog has changed since the ETag in If-Match');
  return req.headers['if-match'] !== undefined || req.headers['if-unmodified-since'] !== undefined;
}
