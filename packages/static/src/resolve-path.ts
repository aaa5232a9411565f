import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { createStaticError, type StaticError } from './errors.js';
import type { DotfilesPolicy } from './options.js';

/** A `..` segment, with `\` counted as a separator too so Windows-style traversal is caught everywhere. */
const UP_SEGMENT = /(?:^|[\\/])\.\.(?:[\\/]|$)/;

/** Linux's PATH_MAX and NAME_MAX: longer paths can never be opened, so answer before touching the disk. */
const MAX_PATH_BYTES = 4095;
const MAX_SEGMENT_BYTES = 255;

/** Where a requested path leads on disk, once it has passed every check that needs no disk access. */
export interface ResolvedPath {
  /** Absolute, normalised filesystem path. */
  readonly path: string;
  /** The request named a directory explicitly (`/docs/`): serve an index or nothing. */
  readonly trailingSlash: boolean;
}

/** A segment starting with a dot (`.git`, `.env`); `.` alone is the current directory, not a dotfile. */
export function hasDotSegment(segments: readonly string[]): boolean {
  for (const segment of segments) {
    if (segment.length > 1 && segment.charCodeAt(0) === 0x2e) return true;
  }
  return false;
}

function isTooLong(path: string, segments: readonly string[]): boolean {
  // A UTF-16 code unit is at most 3 UTF-8 bytes, so short strings skip the byte count.
  if (path.length * 3 > MAX_PATH_BYTES && Buffer.byteLength(path) > MAX_PATH_BYTES) return true;
  for (const segment of segments) {
    if (segment.length * 3 > MAX_SEGMENT_BYTES && Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) return true;
  }
  return false;
}

/**
 * Checks a decoded path and joins it to `root`. With a root, the path is normalised first and must
 * not climb above it (403); dotfiles are looked for only below the root, so the root itself may sit
 * inside a dot directory. Without a root the path must be absolute and every segment is checked.
 * A NUL byte is a 400: no file name can hold one and some C APIs would truncate at it.
 *
 * @example
 * resolvePath('/css/site.css', '/srv/www', 'ignore'); // { path: '/srv/www/css/site.css', trailingSlash: false }
 */
export function resolvePath(path: string, root: string | null, dotfiles: DotfilesPolicy): ResolvedPath | StaticError {
  if (path.includes('\0')) return createStaticError('BATON_STATIC_MALFORMED_PATH');
  let full: string;
  let segments: string[];
  if (root !== null) {
    const relative = path === '' ? '' : normalize(`.${sep}${path}`);
    if (UP_SEGMENT.test(relative)) return createStaticError('BATON_STATIC_FORBIDDEN_PATH');
    segments = relative.split(sep);
    full = join(root, relative);
  } else {
    if (UP_SEGMENT.test(path)) return createStaticError('BATON_STATIC_FORBIDDEN_PATH');
    if (!isAbsolute(path)) throw new TypeError('path must be absolute or specify root');
    segments = normalize(path).split(sep);
    full = resolve(path);
  }
  if (dotfiles !== 'allow' && hasDotSegment(segments)) {
    return createStaticError(dotfiles === 'deny' ? 'BATON_STATIC_DOTFILE_DENIED' : 'BATON_STATIC_DOTFILE_IGNORED');
  }
  if (isTooLong(full, segments)) return createStaticError('ENAMETOOLONG');
  // resolve() drops a trailing separator; keep it so `/dir/` still means "the directory".
  const trailingSlash = path.endsWith('/');
  return { path: trailingSlash && !full.endsWith(sep) ? full + sep : full, trailingSlash };
}
