import type { Stats } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { preferredEncodings } from './accept-encoding.js';
import { StaticError } from './errors.js';
import { closeFile, openFile } from './file-access.js';
import { type LocatedFile, statOrError } from './locate-file.js';
import type { CompiledSendOptions, PrecompressedEncoding } from './options.js';
import { checkRealPath } from './real-path.js';

const SUFFIX: Readonly<Record<PrecompressedEncoding, string>> = { br: '.br', gzip: '.gz' };

/** The bytes chosen for a located file, opened and checked against the symlink policy. */
export interface OpenRepresentation {
  /** The file that was asked for: its name gives the Content-Type. */
  readonly path: string;
  /** The file whose bytes are sent (`path`, or its `.br` / `.gz` sibling). */
  readonly source: string;
  /** Stats of `source`: length and validators describe the bytes actually sent. */
  readonly stat: Stats;
  readonly encoding: PrecompressedEncoding | undefined;
  /** Open descriptor of `source`; the caller closes it (or hands it to a stream that does). */
  readonly fd: number;
}

/** Opens `source` and applies the symlink policy; the descriptor is closed again when refused. */
async function openChecked(source: string, opts: CompiledSendOptions): Promise<number | StaticError> {
  const fd = await openFile(source);
  if (fd instanceof StaticError) return fd;
  const denied = await checkRealPath(fd, source, opts);
  if (denied === null) return fd;
  closeFile(fd);
  return denied;
}

/**
 * Opens what will be sent: the first precompressed sibling the client accepts (by q-value, then
 * the server's order) that is a regular file passing the symlink policy, else the file itself.
 * Opening before any header is decided means open errors and policy refusals still leave the
 * response untouched, and the checked descriptor is the one that is read.
 *
 * @example
 * const chosen = await openRepresentation(req.headers, { path: '/srv/www/app.js', stat }, opts);
 */
export async function openRepresentation(
  headers: IncomingHttpHeaders,
  file: LocatedFile,
  opts: CompiledSendOptions,
): Promise<OpenRepresentation | StaticError> {
  for (const encoding of preferredEncodings(headers['accept-encoding'], opts.encodings)) {
    const source = file.path + SUFFIX[encoding];
    const variant = await statOrError(source);
    if (variant instanceof Error || !variant.isFile()) continue;
    const fd = await openChecked(source, opts);
    if (!(fd instanceof StaticError)) return { path: file.path, source, stat: variant, encoding, fd };
  }
  const fd = await openChecked(file.path, opts);
  if (fd instanceof StaticError) return fd;
  return { path: file.path, source: file.path, stat: file.stat, encoding: undefined, fd };
}
