import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type SendFileOptions, type StaticError, type StaticMiddleware, sendFile } from '../src/index.js';

/** Every fixture file gets this mtime, so Last-Modified and ETag are predictable. */
export const MTIME = new Date('2024-01-02T03:04:05Z');
export const SECRET = 'TOP SECRET OUTSIDE ROOT';
export const CSS = 'body { color: red; }\n'.repeat(20);

/** 1 MiB whose bytes encode their offset, so any slice can be checked against `bigSlice`. */
export const BIG_SIZE = 1024 * 1024;
export function bigSlice(start: number, end: number): Buffer {
  const out = Buffer.alloc(end - start + 1);
  for (let i = start; i <= end; i += 1) out[i - start] = (i * 7 + (i >> 8)) & 0xff;
  return out;
}

export interface Fixtures {
  /** The directory served. */
  readonly root: string;
  /** A sibling of root holding `secret.txt`: nothing may ever serve it. */
  readonly outside: string;
  write(relativePath: string, content: string | Buffer): string;
  cleanup(): void;
}

/**
 * A temp tree: plain files, an index, an empty file, dotfiles, precompressed variants, symlinks
 * inside and outside the root, and a secret next to the root that traversal attempts aim at.
 */
export function createFixtures(): Fixtures {
  const base = mkdtempSync(join(tmpdir(), 'baton-static-'));
  const root = join(base, 'root');
  const outside = join(base, 'outside');
  const write = (relativePath: string, content: string | Buffer) => {
    const file = join(root, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    utimesSync(file, MTIME, MTIME);
    return file;
  };
  mkdirSync(root, { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(base, 'secret.txt'), SECRET);
  write('a.txt', 'hello world\n');
  write('index.html', '<p>home</p>\n');
  write('page.html', '<p>page</p>\n');
  write('data.json', '{"ok":true}\n');
  write('noext', 'no extension\n');
  write('empty.txt', '');
  write('café.txt', 'accent\n');
  write('with space.txt', 'space\n');
  write('sub/index.html', '<p>sub</p>\n');
  write('sub/file.txt', 'sub file\n');
  write('noindex/file.txt', 'no index here\n');
  write('big.bin', bigSlice(0, BIG_SIZE - 1));
  write('.hidden', 'dot secret\n');
  write('.git/config', '[core]\n');
  write('a/.hidden/b.txt', 'nested dot secret\n');
  write('style.css', CSS);
  write('style.css.gz', gzipSync(CSS));
  write('style.css.br', brotliCompressSync(CSS));
  write('app.js', 'console.log(1);\n'.repeat(10));
  write('app.js.gz', gzipSync('console.log(1);\n'.repeat(10)));
  symlinkSync('a.txt', join(root, 'link-inside.txt'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'link-outside.txt'));
  symlinkSync(outside, join(root, 'linkdir-outside'));
  symlinkSync('.hidden', join(root, 'link-to-dotfile'));
  return { root, outside, write, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/**
 * Runs a middleware with a final handler that makes `next()` and `next(err)` visible: a plain 404
 * `next` body, or the error's status with its code and message as JSON.
 */
export function withFinalHandler(middleware: StaticMiddleware) {
  return (req: IncomingMessage, res: ServerResponse) =>
    middleware(req, res, (err?: unknown) => {
      if (err !== undefined) {
        const error = err as StaticError;
        res.statusCode = error.status ?? 500;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ code: error.code, message: error.message }));
        return;
      }
      res.statusCode = 404;
      res.end('next');
    });
}

/** The HTTP status line of a raw response. */
export function rawStatus(reply: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
}

/** The body of a raw response (everything after the first blank line). */
export function rawBody(reply: string): string {
  const at = reply.indexOf('\r\n\r\n');
  return at === -1 ? '' : reply.slice(at + 4);
}

/**
 * A handler that sends the file named by the URL path (decoded once, relative to `options.root`)
 * with `sendFile`, reporting to `callback` when given.
 */
export function withSendFile(
  options: SendFileOptions,
  callback?: (err: StaticError | undefined, req: IncomingMessage, res: ServerResponse) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    sendFile(req, res, path, options, callback && ((err) => callback(err, req, res)));
  };
}
