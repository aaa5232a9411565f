import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createStaticError } from './errors.js';

/** Bytes `start..end` (inclusive) of the file, or literal bytes such as a multipart boundary. */
export type Segment = { readonly start: number; readonly end: number } | Buffer;

/** Matches fs.createReadStream's default chunk size, which is tuned for disk reads. */
const CHUNK = 64 * 1024;

/**
 * Reads a list of segments from one open file, closing the handle on end, error or destroy. A
 * file that shrinks while it is read fails the stream instead of ending it early: the response
 * has promised a Content-Length, and a short body would leave the client waiting.
 *
 * @example
 * pipeline(new FileSegmentStream(handle, [{ start: 0, end: 99 }]), res, done);
 */
export class FileSegmentStream extends Readable {
  readonly #handle: FileHandle;
  readonly #segments: readonly Segment[];
  #index = 0;
  #position: number;

  constructor(handle: FileHandle, segments: readonly Segment[]) {
    super({ highWaterMark: CHUNK });
    this.#handle = handle;
    this.#segments = segments;
    const first = segments[0];
    this.#position = first === undefined || Buffer.isBuffer(first) ? 0 : first.start;
  }

  override _read(): void {
    const segment = this.#segments[this.#index];
    if (segment === undefined) {
      this.push(null);
      return;
    }
    if (Buffer.isBuffer(segment)) {
      this.#advance();
      this.push(segment);
      return;
    }
    const length = Math.min(CHUNK, segment.end - this.#position + 1);
    const buffer = Buffer.allocUnsafe(length);
    this.#handle.read(buffer, 0, length, this.#position).then(
      ({ bytesRead }) => {
        if (this.destroyed) return;
        if (bytesRead === 0) {
          this.destroy(createStaticError('BATON_STATIC_READ_FAILED', 'The file shrank while it was being sent'));
          return;
        }
        this.#position += bytesRead;
        if (this.#position > segment.end) this.#advance();
        this.push(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
      },
      (err: unknown) => this.destroy(createStaticError('BATON_STATIC_READ_FAILED', undefined, { cause: err })),
    );
  }

  #advance(): void {
    this.#index += 1;
    const next = this.#segments[this.#index];
    if (next !== undefined && !Buffer.isBuffer(next)) this.#position = next.start;
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    this.#handle.close().then(
      () => callback(err),
      (closeErr: unknown) => callback(err ?? (closeErr instanceof Error ? closeErr : null)),
    );
  }
}
