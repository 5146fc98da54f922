import { i18nKey } from '../i18n';
import { failure, type SendFailure } from './send-failure';

/** The library's own checks throw plain strings (spec section 5's messages plus a dashboard link). */
const SETTING_ERRORS = ['The public key is required.', 'The service ID is required.', 'The template ID is required.'];

function hasStatus(error: unknown): error is { status: number; text: string } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/**
 * Maps what @emailjs/browser rejects with (EmailJSResponseStatus {status, text}, a settings string,
 * or a fetch TypeError) to spec section 8's cases, in Spanish, keeping the original text.
 */
export function describeEmailJsFailure(error: unknown): SendFailure {
  if (typeof error === 'string') {
    const setting = SETTING_ERRORS.find((text) => error.startsWith(text));
    if (setting) {
      return failure(
        i18nKey("This portal's message sending is not set up correctly («{{setting}}»). Your message was not sent. {{kept}} Call or write an e-mail while the municipality fixes it."),
        { setting },
      );
    }
    return failure(i18nKey('Your message could not be sent («{{reason}}»). {{kept}} Press «Send» again.'), { reason: error });
  }
  if (error instanceof TypeError) {
    // fetch itself failed: no answer at all, the library's status 0.
    return describeEmailJsFailure({ status: 0, text: `Network Error: ${error.message}` });
  }
  if (!hasStatus(error)) return failure(i18nKey('Your message could not be sent. {{kept}} Press «Send» again.'));
  const original = `«${error.status} ${error.text}»`;
  switch (error.status) {
    case 0:
      return failure(i18nKey('Could not connect to the mail service ({{original}}). Check your internet connection and press «Send» again. {{kept}}'), { original });
    case 451:
      return failure(i18nKey('The mail service does not accept messages from automated browsers ({{original}}). Send the form from a normal browser or call us. {{kept}}'), { original });
    case 403:
      return failure(i18nKey('The mail service blocked this message ({{original}}). Check your e-mail address or call us. {{kept}}'), { original });
    case 429:
      return failure(i18nKey('Too many messages were sent from this page in a short time ({{original}}). Wait a minute and press «Send» again. {{kept}}'), { original }, { retryAfter: 60 });
    default:
      return failure(i18nKey('The mail service did not accept the message ({{original}}). Press «Send» again or call us. {{kept}}'), { original });
  }
}
