import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { FieldError } from '@portal/contract';
import { readBoot } from './boot';
import { portalStore } from '../state/store';
import { pendingRequestsAtom } from '../state/atoms';
import { showToast } from '../state/toasts';
import { withCsrfToken } from './csrf-token';

export const ACCESS_TOKEN_KEY = 'access_token';

/** The envelope of every JSON call but procedures.json: success is `res === 1` (@portal/contract). */
export interface ApiEnvelope<T> {
  res: number;
  data: T;
  message?: string;
}

/** An answer the portal counts as a failure: HTTP error, or `res !== 1` (spec section 7). */
export class ApiError extends Error {
  readonly status: number;
  readonly response?: AxiosResponse;
  /** Seconds to wait before trying again, from a 429's Retry-After. */
  readonly retryAfter?: number;
  /** The fields a validation failure refused (`errors` of the answer, @portal/contract); empty otherwise. */
  readonly errors: FieldError[];
  constructor(message: string, status: number, response?: AxiosResponse) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.response = response;
    const retryAfter = Number(response?.headers?.['retry-after']);
    if (Number.isFinite(retryAfter) && retryAfter > 0) this.retryAfter = retryAfter;
    this.errors = fieldErrorsOf(response?.data);
  }
}

function fieldErrorsOf(body: unknown): FieldError[] {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.filter((entry): entry is FieldError => typeof entry?.field === 'string' && typeof entry?.message === 'string');
}

function readAccessToken(): string {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The one authorized HTTP client of the page (spec section 6). */
export const http = axios.create({
  withCredentials: true,
  // Redirects are not part of the contract: a 302 is rejected with its status (spec section 8).
  validateStatus: (status) => status >= 200 && status < 300,
});
// A page a shared cache holds has no token in its boot data: its first write asks for one.
http.defaults.adapter = withCsrfToken(axios.getAdapter(http.defaults.adapter ?? axios.defaults.adapter));

http.interceptors.request.use((config) => {
  const boot = readBoot();
  if (!config.baseURL) config.baseURL = boot.apiHost || undefined;
  config.headers.set('Authorization', `Bearer ${readAccessToken()}`);
  if (boot.csrfToken) config.headers.set('X-CSRFToken', boot.csrfToken);
  portalStore.set(pendingRequestsAtom, (n) => n + 1);
  return config;
  // Synchronous, so the loading flag rises in the same tick the request is made.
}, undefined, { synchronous: true });

function settle(): void {
  portalStore.set(pendingRequestsAtom, (n) => Math.max(0, n - 1));
}

http.interceptors.response.use(
  (response) => {
    settle();
    return response;
  },
  (error) => {
    settle();
    return Promise.reject(error);
  },
);

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  // Older engines (and jsdom) only read Blobs through FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Reads a server message from a JSON or Blob error body (blob bodies are parsed as JSON). */
export async function messageFromBody(data: unknown): Promise<string | undefined> {
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await blobText(data));
    } catch {
      return undefined;
    }
  }
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

export interface RequestOptions extends AxiosRequestConfig {
  /** Names the call in toasts: '{label} cargado exitosamente.' / '{label} : error'. */
  label?: string;
  /** The catalogue message when the server gives none (spec section 8). */
  errorMessage?: string;
  /** Set false to handle the error without a toast. */
  toastOnError?: boolean;
  /** A POST that only reads (its call's `readOnly` in the table): sent without asking for an anti-forgery token. */
  readOnly?: boolean;
}

/**
 * Calls the portal and returns the whole `res === 1` envelope. Anything else rejects with an
 * ApiError and shows the spec's toast: server message, else the default or error message, else
 * '{label} : error'. A failure with no response at all is not toasted (spec section 8).
 */
export async function requestEnvelope<B extends ApiEnvelope<unknown>>(options: RequestOptions): Promise<B> {
  const { label, errorMessage, toastOnError = true, ...config } = options;
  try {
    const response = await http.request<B>(config);
    const body = response.data;
    if (!body || body.res !== 1) {
      throw new ApiError(body?.message || errorMessage || `${label ?? 'Solicitud'} : error`, response.status, response);
    }
    if (label) showToast('success', `${label} cargado exitosamente.`);
    return body;
  } catch (error) {
    const apiError = await toApiError(error, label, errorMessage);
    if (toastOnError && apiError.status !== 0) showToast('error', apiError.message);
    throw apiError;
  }
}

/** Like requestEnvelope, returning only its `data`. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const body = await requestEnvelope<ApiEnvelope<T>>(options);
  return body.data;
}

async function toApiError(error: unknown, label?: string, fallback?: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) return new ApiError(fallback ?? error.message, 0);
    const serverMessage = await messageFromBody(response.data);
    return new ApiError(serverMessage ?? fallback ?? error.message ?? `${label} : error`, response.status, response);
  }
  const message = error instanceof Error ? error.message : '';
  return new ApiError(message || fallback || `${label ?? 'Solicitud'} : error`, 0);
}
