/**
 * Thrown by a rule that has spent its work budget on a hostile document; `validate` catches it, reports
 * "Validation aborted." and stops.
 *
 * @example
 * if (--budget < 0) throw new ValidationAborted();
 */
export class ValidationAborted extends Error {
  constructor() {
    super('Validation aborted.');
    this.name = 'ValidationAborted';
  }
}
