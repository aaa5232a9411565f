/**
 * An error that answers with its HTTP status. Throw it (or pass it to `next`) from any handler;
 * the problem handler turns it into `application/problem+json`. Its message is shown to the
 * client for 4xx statuses only.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly expose: boolean;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.expose = status < 500;
  }
}
