import { createRequire } from 'node:module';

type MimeTypes = typeof import('mime-types');

let loaded: MimeTypes | undefined;

/**
 * The `mime-types` package (and its database), required on first use rather than imported: it is
 * ~2.7 MB of a process's memory, and an app that only answers JSON never needs it (issue 28's
 * memory goal). The first lookup pays the load, once, about a millisecond.
 */
function mimeTypes(): MimeTypes {
  loaded ??= createRequire(import.meta.url)('mime-types') as MimeTypes;
  return loaded;
}

/**
 * The media type for a file name, path or bare extension, or `false` (mime-types' `lookup`).
 *
 * @example
 * mimeLookup('html'); // 'text/html'
 * mimeLookup('photo.png'); // 'image/png'
 */
export function mimeLookup(pathOrExtension: string): string | false {
  return mimeTypes().lookup(pathOrExtension);
}

/**
 * A full Content-Type for a type or extension, with the charset its type implies, or `false`
 * (mime-types' `contentType`).
 *
 * @example
 * mimeContentType('json'); // 'application/json; charset=utf-8'
 */
export function mimeContentType(typeOrExtension: string): string | false {
  return mimeTypes().contentType(typeOrExtension);
}
