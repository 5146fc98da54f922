import { ApiError } from '@portal/shared';
import type { ContactMessage } from '@portal/contract';
import { FIELD_LABELS, isFieldName, type FieldErrors } from '../forms/fields';
import { i18nKey, translate } from '../i18n';
import { sendContact } from './contact-endpoint';
import { SendFailure, failure } from './send-failure';
import type { Sent } from './choose-transport';

/**
 * The fields the server refused, from its answer's `errors` (never from the prose of its message),
 * each with the server's own words: its rules are the form's, so they only differ when this build
 * of the form is older than the server.
 */
function fieldErrorsFrom(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of error.errors) {
    if (isFieldName(field) && !errors[field]) {
      errors[field] = message || translate('The portal did not accept this value. Check the field {{field}}.', { field: translate(FIELD_LABELS[field]) });
    }
  }
  return errors;
}

/** Turns a failed POST /api/v2/contact/ into what the citizen should do next. */
export function describeServerFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return failure(i18nKey('Your message could not be sent. {{kept}} Press «Send» again.'));
  if (error.status === 0) {
    return failure(i18nKey('Could not connect to the portal. Check your internet connection and press «Send» again. {{kept}}'));
  }
  if (error.status === 429) {
    const wait = error.retryAfter ? translate('{{seconds}} seconds', { seconds: error.retryAfter }) : translate('a minute');
    return failure(i18nKey('The portal received too many messages in a short time. Wait {{wait}} and press «Send» again. {{kept}}'), { wait }, { retryAfter: error.retryAfter });
  }
  if (error.status === 400) {
    const fieldErrors = fieldErrorsFrom(error);
    const field = Object.keys(fieldErrors)[0];
    const what = field && isFieldName(field) ? translate('Check the field {{field}}', { field: translate(FIELD_LABELS[field]) }) : translate('Check the data');
    return failure(i18nKey('The portal did not accept the message: {{reason}} {{what}} and press «Send» again. {{kept}}'), { reason: error.message, what }, { fieldErrors });
  }
  if (error.status === 403) {
    return failure(i18nKey('The portal could not verify the security of this page («{{reason}}»). Reload the page and press «Send» again: what you wrote comes back after the reload.'), { reason: error.message });
  }
  if (error.status >= 500) {
    return failure(i18nKey('The portal could not store your message ({{reason}}). Press «Send» again in a few minutes. {{kept}}'), { reason: error.message });
  }
  return failure(i18nKey('The portal did not accept the message: {{reason}} If it happens again, call us. {{kept}}'), { reason: error.message });
}

/** Default transport: the portal server stores the message (and may relay it by email) and answers its reference. */
export async function sendThroughServer(message: ContactMessage, idempotencyKey: string): Promise<Sent> {
  try {
    const { reference } = await sendContact(message, idempotencyKey);
    return reference ? { reference } : {};
  } catch (error) {
    throw describeServerFailure(error);
  }
}
