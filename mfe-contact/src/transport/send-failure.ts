import type { FieldErrors } from '../forms/fields';

/** A send that did not reach its destination, with a Spanish message saying what to do next. */
export class SendFailure extends Error {
  /** Errors the destination attached to single fields (shown beside them). */
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait before trying again, when the destination said so. */
  readonly retryAfter?: number;

  constructor(message: string, options: { fieldErrors?: FieldErrors; retryAfter?: number } = {}) {
    super(message);
    this.name = 'SendFailure';
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfter = options.retryAfter;
  }
}

/** Said after every failure: nothing the citizen typed was lost. */
export const KEPT = 'Sus datos se conservan en el formulario.';
