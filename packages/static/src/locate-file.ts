import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { createStaticError, type StaticError } from './errors.js';
import type { CompiledSendOptions } from './options.js';
import type { ResolvedPath } from './resolve-path.js';

/** A regular file found on disk, with the Stats its headers are built from. */
export interface LocatedFile {
  readonly path: string;
  readonly stat: Stats;
}

/** `stat` that resolves to the error instead of rejecting, so lookups can try the next candidate. */
export function statOrError(path: string): Promise<Stats | NodeJS.ErrnoException> {
  return stat(path).catch((err: NodeJS.ErrnoException) => err);
}

/**
 * Maps a filesystem error to the answer send gives: missing (and too long) paths are 404s, anything
 * else (EACCES, EIO, ELOOP) a 500 whose cause keeps the detail for logs, not for the client.
 *
 * @example
 * fromFsError(Object.assign(new Error('x'), { code: 'ENOENT' })).status; // 404
 */
export function fromFsError(err: NodeJS.ErrnoException): StaticError {
  switch (err.code) {
    case 'ENOENT':
    case 'ENOTDIR':
    case 'ENAMETOOLONG':
      return createStaticError(err.code);
    default:
      return createStaticError('BATON_STATIC_READ_FAILED', undefined, { cause: err });
  }
}

/**
 * send's lookup order: for `dir/`, each index name in turn (a directory of that name is skipped);
 * otherwise the path itself, and if it does not exist and has no extension, the path plus each
 * fallback extension. `'directory'` means a directory was named without a trailing slash, which
 * the middleware answers with a redirect.
 *
 * @example
 * await locateFile(resolvePath('/docs/', root, 'ignore'), compileSendOptions({ root }));
 */
export async function locateFile(
  resolved: ResolvedPath,
  opts: CompiledSendOptions,
): Promise<LocatedFile | StaticError | 'directory'> {
  const { path } = resolved;
  if (opts.index.length > 0 && resolved.trailingSlash) {
    let lastError: NodeJS.ErrnoException | undefined;
    for (const name of opts.index) {
      const candidate = join(path, name);
      const found = await statOrError(candidate);
      if (found instanceof Error) lastError = found;
      else if (!found.isDirectory()) return { path: candidate, stat: found };
    }
    return lastError ? fromFsError(lastError) : createStaticError('BATON_STATIC_IS_DIRECTORY');
  }
  const endsWithSep = path.endsWith(sep);
  const found = await statOrError(path);
  if (found instanceof Error) {
    if (found.code === 'ENOENT' && !endsWithSep && extname(path) === '') {
      for (const extension of opts.extensions) {
        const candidate = `${path}.${extension}`;
        const other = await statOrError(candidate);
        if (!(other instanceof Error) && !other.isDirectory()) return { path: candidate, stat: other };
      }
    }
    return fromFsError(found);
  }
  if (found.isDirectory()) return resolved.trailingSlash ? createStaticError('BATON_STATIC_IS_DIRECTORY') : 'directory';
  // A file named as a directory: what stat would say of `file/` (send stats `file/index.html`).
  if (endsWithSep) return createStaticError('ENOTDIR');
  return { path, stat: found };
}
