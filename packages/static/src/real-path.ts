import { realpath } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { createStaticError, type StaticError } from './errors.js';
import { fromFsError } from './locate-file.js';
import type { CompiledSendOptions } from './options.js';
import { hasDotSegment } from './resolve-path.js';

/**
 * The symlink policy: with a root, a file is served only if its real path (every link followed)
 * is inside the root's real path, and the dotfile rule applies to that real path too, so a link
 * can neither reach `/etc/passwd` nor re-expose `.git/config` under an innocent name. Links that
 * stay inside the root work. The root's real path is looked up per request, not cached, so
 * swapping a `current -> releases/N` symlink at deploy time takes effect at once. Without a root
 * the caller chose an absolute path and it is trusted.
 *
 * @example
 * await checkRealPath('/srv/www/link.txt', compileSendOptions({ root: '/srv/www' })); // null when allowed
 */
export async function checkRealPath(file: string, opts: CompiledSendOptions): Promise<StaticError | null> {
  if (opts.root === null) return null;
  let realRoot: string;
  let realFile: string;
  try {
    [realRoot, realFile] = await Promise.all([realpath(opts.root), realpath(file)]);
  } catch (err) {
    return fromFsError(err as NodeJS.ErrnoException);
  }
  const inside = relative(realRoot, realFile);
  if (inside === '..' || inside.startsWith(`..${sep}`) || inside.startsWith(sep)) {
    return createStaticError('BATON_STATIC_OUTSIDE_ROOT');
  }
  if (opts.dotfiles !== 'allow' && hasDotSegment(inside.split(sep))) {
    return createStaticError(opts.dotfiles === 'deny' ? 'BATON_STATIC_DOTFILE_DENIED' : 'BATON_STATIC_DOTFILE_IGNORED');
  }
  return null;
}
