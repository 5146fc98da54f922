import type { FieldErrors } from '../forms/fields';
import { i18nKey, translate } from '../i18n';

/** A send that did not reach its destination, with a message (in the visitor's language) saying what to do next. */
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

/** Said after every failure: nothing the citizen typed was lost ('Sus datos se conservan en el formulario.'). */
export const KEPT = i18nKey('Your data is kept in the form.');

/** A failure message: `key` translated with the citizen's data reassurance filled in as {{kept}}. */
export function failure(key: string, values: Record<string, string | number> = {}, options?: ConstructorParameters<typeof SendFailure>[1]): SendFailure {
  return new SendFailure(translate(key, { kept: translate(KEPT), ...values }), options);
}
