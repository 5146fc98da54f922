import { HttpError } from '../http/errors.ts';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactInput {
  customer_id: string;
  kind: 'contact' | 'quote';
  name: string;
  email: string;
  /** required for kind 'contact' (the route's schema); optional for 'quote' */
  phone?: string;
  message?: string;
}

/** Stores a message once per idempotency key; never reports success without the stored row. */
export async function sendContactMessage(repo: ContactRepository, input: ContactInput, idempotencyKey: string | null): Promise<number> {
  if (!(await repo.customerExists(input.customer_id))) throw new HttpError(404, 'El cliente indicado no existe.');
  try {
    return await repo.insertOnce({
      customer_id: input.customer_id,
      kind: input.kind,
      name: input.name.trim(),
      email: input.email.trim(),
      // The column is NOT NULL: a quote without a phone stores ''.
      phone: (input.phone ?? '').trim(),
      message: input.message ?? '',
      idempotency_key: idempotencyKey,
      created: new Date().toISOString(),
    });
  } catch (error) {
    // The insert is a single statement: when it fails, nothing was stored.
    throw Object.assign(new HttpError(503, 'No se pudo guardar su mensaje. Intente de nuevo en unos minutos.'), { cause: error });
  }
}
