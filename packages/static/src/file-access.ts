import { close, open, read } from 'node:fs';
import { createStaticError, type StaticError } from './errors.js';
import { fromFsError } from './locate-file.js';

/**
 * Reads `length` bytes at `start` in one call, for small files sent with `res.end(buffer)`. It
 * uses the callback fs API because FileHandle's promise bookkeeping costs more than the read
 * itself at this size, and it does not wait for `close`: the bytes are already in memory. A file
 * that shrank since it was stat'ed is an error here, before any byte is written.
 *
 * @example
 * const bytes = await readRange('/srv/www/a.txt', 0, 12);
 */
export function readRange(path: string, start: number, length: number): Promise<Buffer | StaticError> {
  return new Promise((resolve) => {
    open(path, 'r', (openErr, fd) => {
      if (openErr) {
        resolve(fromFsError(openErr));
        return;
      }
      const buffer = Buffer.allocUnsafe(length);
      read(fd, buffer, 0, length, start, (readErr, bytesRead) => {
        close(fd, () => undefined);
        if (readErr) resolve(createStaticError('BATON_STATIC_READ_FAILED', undefined, { cause: readErr }));
        else if (bytesRead !== length) {
          resolve(createStaticError('BATON_STATIC_READ_FAILED', 'The file shrank while it was being sent'));
        } else resolve(buffer);
      });
    });
  });
}

/**
 * Opens a file for reading and hands back the descriptor (see FileSegmentStream for why a plain
 * descriptor), or the error mapped as send does.
 *
 * @example
 * const fd = await openFile('/srv/www/big.bin');
 */
export function openFile(path: string): Promise<number | StaticError> {
  return new Promise((resolve) => {
    open(path, 'r', (err, fd) => resolve(err ? fromFsError(err) : fd));
  });
}
