// The contact and quote forms work without JavaScript (issue 20): they post to the portal server
// (POST /contact/enviar), which stores the message and shows the page again, rendered with what
// happened. The server puts that in the page's server data as `contactForm`.
import { useAtomValue } from 'jotai';
import { serverDataAtom } from '@portal/shared';
import type { FormKind, FormValues } from './fields';

/** Where the plain form posts. */
export const FORM_ACTION = '/contact/enviar';

/** What the server tells the page about a form posted without JavaScript. */
export interface ServerFormResult {
  kind: FormKind;
  /** What the citizen typed, when the message was not stored (invalid, or the send failed). */
  values?: FormValues;
  /** The message could not be stored though it was valid (busy, rate limit): send again. */
  failed?: boolean;
  /** The stored message's reference, after a send. */
  reference?: string;
}

function isResult(value: unknown): value is ServerFormResult {
  const result = value as Partial<ServerFormResult> | null;
  return !!result && (result.kind === 'contact' || result.kind === 'quote');
}

/** The server's result for this form, if the page was rendered after a plain post of it. */
export function useServerFormResult(kind: FormKind): ServerFormResult | null {
  const result = useAtomValue(serverDataAtom).contactForm;
  return isResult(result) && result.kind === kind ? result : null;
}
