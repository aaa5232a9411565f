import { close, open, read, readlinkSync, realpath } from 'node:fs';
import { createStaticError, type StaticError } from './errors.js';
import { fromFsError } from './locate-file.js';

/*
 * Plain descriptors and the callback fs API, as fs.ReadStream uses: a FileHandle's promise per
 * call costs measurably more than the syscall itself for small files and per chunk for large ones.
 */

/**
 * Opens a file for reading, or gives the error mapped as send maps it.
 *
 * @example
 * const fd = await openFile('/srv/www/big.bin');
 */
export function openFile(path: string): Promise<number | StaticError> {
  return new Promise((resolve) => {
    open(path, 'r', (err, fd) => resolve(err ? fromFsError(err) : fd));
  });
}

/**
 * Closes a descriptor we own; a failing close loses nothing we still need.
 *
 * @example
 * closeFile(fd);
 */
export function closeFile(fd: number): void {
  close(fd, () => undefined);
}

/**
 * Reads exactly `length` bytes at `start` in one call, for small files sent with `res.end`. A file
 * that shrank since it was stat'ed is an error here, before any byte is written.
 *
 * @example
 * const bytes = await readAt(fd, 0, 12);
 */
export function readAt(fd: number, start: number, length: number): Promise<Buffer | StaticError> {
  return new Promise((resolve) => {
    const buffer = Buffer.allocUnsafe(length);
    read(fd, buffer, 0, length, start, (err, bytesRead) => {
      if (err) resolve(createStaticError('BATON_STATIC_READ_FAILED', undefined, { cause: err }));
      else if (bytesRead !== length) {
        resolve(createStaticError('BATON_STATIC_READ_FAILED', 'The file shrank while it was being sent'));
      } else resolve(buffer);
    });
  });
}

/**
 * The real path of the file behind an open descriptor. On Linux `/proc/self/fd/N` names exactly
 * the file that was opened, so a link swapped after the check cannot redirect the read. That
 * readlink is answered from kernel memory (procfs never touches a disk), so it is made
 * synchronously: a thread-pool round trip would cost more than the call. Elsewhere realpath(3) on
 * the name is the fallback.
 *
 * @example
 * await realPathOf(fd, '/srv/www/link.txt'); // '/srv/data/target.txt'
 */
export function realPathOf(fd: number, path: string): Promise<string> {
  try {
    const target = readlinkSync(`/proc/self/fd/${fd}`);
    if (target.startsWith('/')) return Promise.resolve(target);
  } catch {
    // No procfs (macOS, a container without /proc): fall back to resolving the name.
  }
  return new Promise((resolve, reject) => {
    realpath.native(path, (err, real) => (err ? reject(err) : resolve(real)));
  });
}
