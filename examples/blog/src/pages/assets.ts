import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import baton, { type RequestHandler } from 'batonjs';

// public/ stays next to src/ and dist/: this resolves to it from src/pages/ (tests) and from
// dist/pages/ (the built service), as the migrations' folder does.
export const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** The browser build of the RPC client: the rpc package's dist/ folder, served as it is. */
export const RPC_CLIENT_DIR = dirname(createRequire(import.meta.url).resolve('@batonjs/rpc/client'));

const FINGERPRINTED = /^\/([a-z0-9-]+)\.([0-9a-f]{10})(\.[a-z]+)$/;

/** The front-end's files and how pages link to them. */
export interface Assets {
  /** `/assets/<name>.<hash>.<ext>` for a file of public/ (`url('style.css')`). */
  url(file: string): string;
  /**
   * Serves `/assets/<name>.<hash>.<ext>` with a year's `max-age` and `immutable` (a new content
   * gets a new URL), and every file of public/ under its plain name with ETag revalidation.
   */
  readonly handler: RequestHandler;
  /** The URLs the layout links to (`it.assets.css`, `.logo`, `.app`). */
  readonly links: { readonly css: string; readonly logo: string; readonly app: string };
}

/**
 * Fingerprints public/ once at start: a hash of each file's content goes into its URL, so a
 * browser may keep a copy for a year without asking, and a deploy changes the URLs the pages name.
 *
 * @example
 * const assets = createAssets(); app.use(assets.handler); assets.url('style.css'); // '/assets/style.0a1b2c3d4e.css'
 */
export function createAssets(dir: string = PUBLIC_DIR): Assets {
  const hashes = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    hashes.set(
      file,
      createHash('sha256')
        .update(readFileSync(`${dir}/${file}`))
        .digest('hex')
        .slice(0, 10),
    );
  }
  const immutable = baton.static(dir, { maxAge: '1y', immutable: true, index: false });
  const revalidated = baton.static(dir, { index: false });

  const handler: RequestHandler = (req, res, next) => {
    if (!req.path.startsWith('/assets/')) {
      revalidated(req, res, next);
      return;
    }
    const match = FINGERPRINTED.exec(req.path.slice('/assets'.length));
    const file = match === null ? undefined : `${match[1]}${match[3]}`;
    if (match === null || file === undefined || hashes.get(file) !== match[2]) {
      next();
      return;
    }
    // The file under its plain name; the static server sees only that.
    const original = req.url;
    req.url = `/${file}`;
    immutable(req, res, (err?: unknown) => {
      req.url = original;
      next(err);
    });
  };

  const url = (file: string): string => {
    const hash = hashes.get(file);
    if (hash === undefined) throw new Error(`public/${file} does not exist`);
    const ext = extname(file);
    return `/assets/${file.slice(0, -ext.length)}.${hash}${ext}`;
  };
  return { url, handler, links: { css: url('style.css'), logo: url('logo.svg'), app: url('app.js') } };
}
