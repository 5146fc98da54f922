// The console's calls to the portal: staff sign-in and the corporate calls of docs/corporate-api.md.
// Everything goes through the shared axios client of @portal/shared, which sends the session cookie
// and the anti-forgery header (X-CSRFToken) on every request, so every write carries it.
import { ApiError, http, readBoot, requestEnvelope, type ApiEnvelope } from '@portal/shared';
import { translate } from '../i18n';
import type { CorporateCall, FieldError, StaffIdentity } from '@portal/contract';

/** One page of a list call, as every corporate list answers it. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The customer the console manages: the hosting page's boot block names it. */
export function consoleCustomerId(): string {
  return readBoot().customerId ?? '1';
}

/** Listeners told when the server answers 401 (session expired or closed elsewhere). */
const expiryListeners = new Set<(message: string) => void>();

export function onSessionExpired(listener: (message: string) => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function reportExpiry(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) for (const listener of expiryListeners) listener(error.message);
}

/** A corporate call: POST /api/v2/corporate/<call>/ with the customer id added; answers the envelope. */
export async function corporateEnvelope<Data>(call: CorporateCall, body: object = {}): Promise<ApiEnvelope<Data> & Partial<ListPage<unknown>>> {
  try {
    return await requestEnvelope<ApiEnvelope<Data> & Partial<ListPage<unknown>>>({
      method: 'POST',
      url: `/api/v2/corporate/${call}/`,
      data: { customer_id: consoleCustomerId(), ...body },
      // The console shows each failure beside what failed (field, form or list), not in a toast.
      toastOnError: false,
    });
  } catch (error) {
    reportExpiry(error);
    throw error;
  }
}

/** A corporate call answering only its data. */
export async function corporateCall<Data>(call: CorporateCall, body: object = {}): Promise<Data> {
  return (await corporateEnvelope<Data>(call, body)).data;
}

/** A list call: one page of rows with the total. */
export async function corporateList<Row>(call: CorporateCall, body: object): Promise<ListPage<Row>> {
  const answer = await corporateEnvelope<Row[]>(call, body);
  return { data: answer.data, total: answer.total ?? answer.data.length, page: answer.page ?? 1, pageSize: answer.pageSize ?? answer.data.length };
}

/** media/upload: a multipart form with the image; answers the path to store and its URL. */
export async function uploadImage(file: File): Promise<{ path: string; url: string }> {
  const form = new FormData();
  form.append('customer_id', consoleCustomerId());
  form.append('file', file);
  try {
    const answer = await requestEnvelope<ApiEnvelope<{ path: string; url: string }>>({ method: 'POST', url: '/api/v2/corporate/media/upload/', data: form, toastOnError: false });
    return answer.data;
  } catch (error) {
    reportExpiry(error);
    throw error;
  }
}

/** Password sign-in; `code` is the authenticator app's, for an account that has one. */
export async function staffSignIn(email: string, password: string, code?: string): Promise<StaffIdentity> {
  const data = code === undefined ? { email, password } : { email, password, code };
  const answer = await requestEnvelope<ApiEnvelope<StaffIdentity>>({ method: 'POST', url: '/api/v2/staff/login/', data, toastOnError: false });
  return answer.data;
}

export async function staffSignOut(): Promise<void> {
  await requestEnvelope({ method: 'POST', url: '/api/v2/staff/logout/', data: {}, toastOnError: false });
}

/** Who is signed in, or null when nobody is (401). */
export async function staffMe(): Promise<StaffIdentity | null> {
  try {
    const response = await http.get<ApiEnvelope<StaffIdentity>>('/api/v2/staff/me/');
    return response.data.data;
  } catch {
    return null;
  }
}

/**
 * What a failed call tells the console: the server's message and the fields it refused. The server's
 * message of a refused field names it as the request does ('revise el campo «end»'); the console
 * never shows that name: it says what is wrong with each field, by its label where the screen knows
 * it (refusalText), else by the field's message alone. Only a 400 is such a refusal of the request's
 * shape; any other status (a 401 asking for the app's code, say) keeps the server's own sentence.
 */
export function failureOf(error: unknown, labelOf: (field: string) => string | undefined = () => undefined): { message: string; errors: FieldError[]; status: number } {
  if (error instanceof ApiError) {
    return { message: error.status === 400 && error.errors.length > 0 ? refusalText(error.errors, labelOf) : error.message, errors: error.errors, status: error.status };
  }
  return { message: error instanceof Error ? error.message : String(error), errors: [], status: 0 };
}

/** Each refused field's message, after its label when known ('Hasta: La hora de cierre debe ser posterior a la de apertura.'). */
export function refusalText(errors: readonly FieldError[], labelOf: (field: string) => string | undefined): string {
  return errors
    .map((error) => {
      const label = labelOf(error.field);
      return label ? translate('{{field}}: {{message}}', { field: label, message: error.message }) : error.message;
    })
    .join(' ');
}
