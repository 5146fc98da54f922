// The console's calls to the portal: staff sign-in and the corporate calls of docs/corporate-api.md.
// Everything goes through the shared axios client of @portal/shared, which sends the session cookie
// and the anti-forgery header (X-CSRFToken) on every request, so every write carries it.
import { ApiError, http, readBoot, requestEnvelope, type ApiEnvelope } from '@portal/shared';
import { translate } from '../i18n';
import { corporatePath, staffSessionPath, type CorporateCall, type EditorPageFile, type CorporateCallOf, type DataOf, type FieldError, type RequestOf, type ResponseOf, type StaffIdentity } from '@portal/contract';

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

/** What the console sends for a call: the table's request without the customer id, which is added. */
export type CorporateBody<Name extends CorporateCall> = Omit<RequestOf<CorporateCallOf<Name>>, 'customer_id'> & { customer_id?: string };

type Envelope<Data> = ApiEnvelope<Data> & Partial<ListPage<unknown>>;
type RowOf<Name extends CorporateCall> = DataOf<CorporateCallOf<Name>> extends readonly (infer Row)[] ? Row : never;

async function send<Answer extends ApiEnvelope<unknown>>(call: CorporateCall, body: object): Promise<Answer> {
  try {
    return await requestEnvelope<Answer>({
      method: 'POST',
      url: corporatePath(call),
      data: { customer_id: consoleCustomerId(), ...body },
      // The console shows each failure beside what failed (field, form or list), not in a toast.
      toastOnError: false,
    });
  } catch (error) {
    reportExpiry(error);
    throw error;
  }
}

// A call is named as the role table names it ('holiday/add'); its body and answer are the types of
// its entry in the table of calls (@portal/contract), so the caller never picks them. The bundle
// carries the names, not the entries.

/** A corporate call: POST with the customer id added; answers the envelope. */
export function corporateEnvelope<Name extends CorporateCall>(call: Name, body: CorporateBody<Name>): Promise<ResponseOf<CorporateCallOf<Name>>> {
  return send<ApiEnvelope<unknown>>(call, body) as Promise<ResponseOf<CorporateCallOf<Name>>>;
}

/** A corporate call answering only its data. */
export async function corporateCall<Name extends CorporateCall>(call: Name, body: CorporateBody<Name>): Promise<DataOf<CorporateCallOf<Name>>> {
  return ((await send<Envelope<unknown>>(call, body)) as { data: DataOf<CorporateCallOf<Name>> }).data;
}

/** A list call: one page of rows with the total. */
export async function corporateList<Name extends CorporateCall>(call: Name, body: CorporateBody<Name>): Promise<ListPage<RowOf<Name>>> {
  return pageOf(await send<Envelope<RowOf<Name>[]>>(call, body));
}

function pageOf<Row>(answer: Envelope<Row[]>): ListPage<Row> {
  return { data: answer.data, total: answer.total ?? answer.data.length, page: answer.page ?? 1, pageSize: answer.pageSize ?? answer.data.length };
}

// The console's generic screens (one list, form and detail for every entity of sections.ts) hold a
// section's calls as names of any corporate call, and read rows of the section's own shape.

/** A corporate call of a generic screen; answers the envelope. */
export function sectionEnvelope<Data>(call: CorporateCall, body: object = {}): Promise<Envelope<Data>> {
  return send<Envelope<Data>>(call, body);
}

/** A generic screen's call answering only its data. */
export async function sectionCall<Data>(call: CorporateCall, body: object = {}): Promise<Data> {
  return (await sectionEnvelope<Data>(call, body)).data;
}

/** A generic screen's list call: one page of rows with the total. */
export async function sectionList<Row>(call: CorporateCall, body: object): Promise<ListPage<Row>> {
  return pageOf(await sectionEnvelope<Row[]>(call, body));
}

/** media/upload: a multipart form with the picture and what it shows; answers the library's row (the path to store, its URL, its alternative text). */
export async function uploadImage(file: File, alt: string, name = ''): Promise<DataOf<CorporateCallOf<'media/upload'>>> {
  const form = new FormData();
  form.append('customer_id', consoleCustomerId());
  form.append('alt', alt);
  if (name.trim()) form.append('name', name.trim());
  form.append('file', file);
  try {
    const answer = await requestEnvelope<ApiEnvelope<DataOf<CorporateCallOf<'media/upload'>>>>({ method: 'POST', url: corporatePath('media/upload'), data: form, toastOnError: false });
    return answer.data;
  } catch (error) {
    reportExpiry(error);
    throw error;
  }
}

/** Password sign-in; `code` is the authenticator app's, for an account that has one. */
export async function staffSignIn(email: string, password: string, code?: string): Promise<StaffIdentity> {
  const data = code === undefined ? { email, password } : { email, password, code };
  const answer = await requestEnvelope<ApiEnvelope<StaffIdentity>>({ method: 'POST', url: staffSessionPath('login'), data, toastOnError: false });
  return answer.data;
}

export async function staffSignOut(): Promise<void> {
  await requestEnvelope({ method: 'POST', url: staffSessionPath('logout'), data: {}, toastOnError: false });
}

/** Who is signed in, or null when nobody is (401). */
export async function staffMe(): Promise<StaffIdentity | null> {
  try {
    const response = await http.get<ApiEnvelope<StaffIdentity>>(staffSessionPath('me'));
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

/** pageFile/upload: a multipart form with the page, an optional label and the file; answers the page's attachments. */
export async function uploadPageFile(pageId: number, file: File, name: string): Promise<ApiEnvelope<EditorPageFile[]>> {
  const form = new FormData();
  form.append('customer_id', consoleCustomerId());
  form.append('page_id', String(pageId));
  if (name.trim()) form.append('name', name.trim());
  form.append('file', file);
  try {
    return await requestEnvelope<ApiEnvelope<EditorPageFile[]>>({ method: 'POST', url: corporatePath('pageFile/upload'), data: form, toastOnError: false });
  } catch (error) {
    reportExpiry(error);
    throw error;
  }
}
