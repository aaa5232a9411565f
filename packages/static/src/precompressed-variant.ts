import type { Stats } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { preferredEncodings } from './accept-encoding.js';
import { type LocatedFile, statOrError } from './locate-file.js';
import type { CompiledSendOptions, PrecompressedEncoding } from './options.js';
import { checkRealPath } from './real-path.js';

const SUFFIX: Readonly<Record<PrecompressedEncoding, string>> = { br: '.br', gzip: '.gz' };

/** The bytes to send for a located file: the file itself or a precompressed sibling. */
export interface Representation {
  /** The file that was asked for: its name gives the Content-Type. */
  readonly path: string;
  /** The file whose bytes are sent (`path`, or its `.br` / `.gz` sibling). */
  readonly source: string;
  /** Stats of `source`: length and validators describe the bytes actually sent. */
  readonly stat: Stats;
  readonly encoding: PrecompressedEncoding | undefined;
}

/**
 * Picks the first precompressed sibling the client accepts (by q-value, then the server's order)
 * that exists as a regular file and passes the symlink policy; otherwise the file itself.
 *
 * @example
 * await pickRepresentation(req.headers, { path: '/srv/www/app.js', stat }, opts); // source '/srv/www/app.js.br'
 */
export async function pickRepresentation(
  headers: IncomingHttpHeaders,
  file: LocatedFile,
  opts: CompiledSendOptions,
): Promise<Representation> {
  for (const encoding of preferredEncodings(headers['accept-encoding'], opts.encodings)) {
    const source = file.path + SUFFIX[encoding];
    const variant = await statOrError(source);
    if (variant instanceof Error || !variant.isFile()) continue;
    if ((await checkRealPath(source, opts)) !== null) continue;
    return { path: file.path, source, stat: variant, encoding };
  }
  return { path: file.path, source: file.path, stat: file.stat, encoding: undefined };
}
