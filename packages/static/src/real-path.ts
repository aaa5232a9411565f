import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import { createStaticError, type StaticError } from './errors.js';
import { realPathOf } from './file-access.js';
import { fromFsError } from './locate-file.js';
import type { CompiledSendOptions } from './options.js';
import { hasDotSegment } from './resolve-path.js';

/**
 * The symlink policy: with a root, an opened file is served only if its real path (every link
 * followed) is inside the root's real path, and the dotfile rule applies to that real path too, so
 * a link can neither reach `/etc/passwd` nor re-expose `.git/config` under an innocent name. Links
 * that stay inside the root work. The root's real path is looked up per request when needed, not
 * cached, so swapping a `current -> releases/N` link at deploy time takes effect at once. Without
 * a root the caller chose an absolute path and it is trusted; `symlinks: 'follow'` opts out.
 *
 * @example
 * await checkRealPath(fd, '/srv/www/link.txt', compileSendOptions({ root: '/srv/www' })); // null when allowed
 */
export async function checkRealPath(fd: number, file: string, opts: CompiledSendOptions): Promise<StaticError | null> {
  const { root } = opts;
  if (root === null || !opts.confineSymlinks) return null;
  let realFile: string;
  let realRoot = root;
  try {
    realFile = await realPathOf(fd, file);
    // A real path holds no links, so when it starts with the root as given, that root is real too
    // and one lookup was enough. Otherwise the root itself may be a link: resolve it and compare.
    if (!realFile.startsWith(root.endsWith(sep) ? root : root + sep)) realRoot = await realpath(root);
  } catch (err) {
    return fromFsError(err as NodeJS.ErrnoException);
  }
  const inside = relative(realRoot, realFile);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return createStaticError('BATON_STATIC_OUTSIDE_ROOT');
  }
  if (opts.dotfiles !== 'allow' && hasDotSegment(inside.split(sep))) {
    return createStaticError(opts.dotfiles === 'deny' ? 'BATON_STATIC_DOTFILE_DENIED' : 'BATON_STATIC_DOTFILE_IGNORED');
  }
  return null;
}
