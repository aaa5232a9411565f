import type { Stats } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { maxAgeSeconds } from './max-age.js';

/** An encoding `precompressed` can serve, and the file suffix that holds it. */
export type PrecompressedEncoding = 'br' | 'gzip';

/** What to do with a path segment that starts with a dot. */
export type DotfilesPolicy = 'allow' | 'deny' | 'ignore';

/** Options of {@link sendFile} (the same names and defaults as Express's `res.sendFile` / send). */
export interface SendFileOptions {
  /** Directory that a relative `path` is resolved against; the file must stay inside it. */
  root?: string;
  /** `Cache-Control: max-age`, in milliseconds or a duration string (`'1d'`). Default 0. */
  maxAge?: number | string;
  /** Send `Cache-Control` (when the response has none yet). Default true. */
  cacheControl?: boolean;
  /** Add `immutable` to `Cache-Control`. Default false. */
  immutable?: boolean;
  /** Send `Last-Modified` from the file's mtime. Default true. */
  lastModified?: boolean;
  /** Send a weak `ETag` from the file's size and mtime. Default true. */
  etag?: boolean;
  /** Honour `Range` and send `Accept-Ranges: bytes`. Default true. */
  acceptRanges?: boolean;
  /** Path segments starting with a dot: `ignore` (404, default), `deny` (403) or `allow`. */
  dotfiles?: DotfilesPolicy;
  /** Extra response headers, set before the engine's own (so they win over the defaults). */
  headers?: Readonly<Record<string, string | number | readonly string[]>>;
  /**
   * Index file(s) tried for a path ending in `/`. Default `'index.html'`; `false` for none. `true`
   * is accepted by the types, as serve-static's are, and refused with a TypeError at once.
   */
  index?: string | readonly string[] | boolean;
  /** Extensions tried, in order, when a path without one is not found (`['html']`). Default none. */
  extensions?: string | readonly string[] | false;
  /**
   * Serve `file.br` / `file.gz` instead of `file` when it exists and Accept-Encoding allows it.
   * `true` means `['br', 'gzip']`; a list gives the server's order of preference. Default false.
   */
  precompressed?: boolean | readonly PrecompressedEncoding[];
  /**
   * Symbolic links under `root`: `'inside-root'` (default) serves a file only if its real path is
   * inside the root's; `'follow'` serves wherever links lead, as serve-static does, and saves one
   * syscall per request. Ignored without a root.
   */
  symlinks?: SymlinkPolicy;
  /** First byte of the file to send (send's `start`): the response covers only `start..end`. Default 0. */
  start?: number;
  /** Last byte of the file to send, inclusive (send's `end`). Default: the end of the file. */
  end?: number;
}

/** How far symbolic links under the root may lead. */
export type SymlinkPolicy = 'inside-root' | 'follow';

/**
 * A `setHeaders(res, path, stat)` hook, called once the file to send is known. `R` is the response
 * it is given: Baton's (`baton.static`) has `res.set`, node's plain one does not.
 *
 * @example
 * const cacheFonts: SetHeaders = (res, path) => path.endsWith('.woff2') && res.setHeader('Cache-Control', 'max-age=31536000');
 */
export type SetHeaders<R extends ServerResponse = ServerResponse> = (res: R, path: string, stat: Stats) => void;

/** {@link SendFileOptions} checked once and turned into the shape the engine reads per request. */
export interface CompiledSendOptions {
  readonly root: string | null;
  readonly maxAgeSeconds: number;
  readonly cacheControl: boolean;
  readonly immutable: boolean;
  readonly lastModified: boolean;
  readonly etag: boolean;
  readonly acceptRanges: boolean;
  readonly dotfiles: DotfilesPolicy;
  readonly headers: Readonly<Record<string, string | number | readonly string[]>> | null;
  readonly index: readonly string[];
  readonly extensions: readonly string[];
  readonly encodings: readonly PrecompressedEncoding[];
  /** True when the opened file's real path must be checked against the root. */
  readonly confineSymlinks: boolean;
  /** The `start`/`end` window; `end` undefined means the end of the file. */
  readonly start: number;
  readonly end: number | undefined;
}

const ENCODINGS: readonly PrecompressedEncoding[] = ['br', 'gzip'];

function stringList(
  value: string | readonly string[] | boolean | undefined,
  fallback: readonly string[],
  name: string,
) {
  if (value === undefined) return fallback;
  // `true` type-checks (serve-static's typings allow a boolean) but names no file: refused here,
  // with send's message, where Express answers 500 to every request instead.
  const list: unknown[] = value === false ? [] : typeof value === 'string' || value === true ? [value] : [...value];
  for (const item of list) {
    if (typeof item !== 'string') throw new TypeError(`${name} must be array of strings or false`);
  }
  return list as string[];
}

function encodingList(value: SendFileOptions['precompressed']): readonly PrecompressedEncoding[] {
  if (value === undefined || value === false) return [];
  if (value === true) return ENCODINGS;
  for (const encoding of value) {
    if (!ENCODINGS.includes(encoding)) throw new TypeError(`precompressed encoding must be one of ${ENCODINGS}`);
  }
  return [...value];
}

function byteOffset(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`${name} option must be a non-negative integer`);
  return value;
}

/**
 * Validates options and fills in defaults. Misuse (an unknown `dotfiles` value, a non-string
 * index) throws a TypeError at once, as send does, rather than failing on the first request.
 *
 * @example
 * const compiled = compileSendOptions({ root: '/srv/www', maxAge: '1d' });
 */
export function compileSendOptions(options: SendFileOptions = {}): CompiledSendOptions {
  const dotfiles = options.dotfiles ?? 'ignore';
  const symlinks = options.symlinks ?? 'inside-root';
  if (symlinks !== 'inside-root' && symlinks !== 'follow') {
    throw new TypeError('symlinks option must be "inside-root" or "follow"');
  }
  if (dotfiles !== 'ignore' && dotfiles !== 'allow' && dotfiles !== 'deny') {
    throw new TypeError('dotfiles option must be "allow", "deny", or "ignore"');
  }
  return {
    // Resolved once, as send does, so a relative root means the same directory for every request.
    root: options.root ? resolve(options.root) : null,
    maxAgeSeconds: maxAgeSeconds(options.maxAge),
    cacheControl: options.cacheControl !== false,
    immutable: options.immutable === true,
    lastModified: options.lastModified !== false,
    etag: options.etag !== false,
    acceptRanges: options.acceptRanges !== false,
    dotfiles,
    headers: options.headers ?? null,
    index: stringList(options.index, ['index.html'], 'index option'),
    extensions: stringList(options.extensions, [], 'extensions option'),
    encodings: encodingList(options.precompressed),
    confineSymlinks: Boolean(options.root) && symlinks === 'inside-root',
    start: byteOffset(options.start, 'start') ?? 0,
    end: byteOffset(options.end, 'end'),
  };
}
