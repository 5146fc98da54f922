// The sandbox card gateway (PAYMENT_PROVIDER=sandbox, the default): a page of this very server
// where whoever is paying chooses to approve, decline or abandon, and which then signs and sends
// its webhook as a real gateway would (through the same route and signature check). It keeps its
// own books (sandbox_checkouts) so it can be queried about a payment whose webhook never came.
// Never for a site that takes real money.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import { verifySignature, type Checkout, type CheckoutRequest, type PaymentProvider, type ProviderEvent, type ProviderStatus } from './payment-provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's hosted page of a checkout. */
export const sandboxPagePath = (id: string) => `/pasarela/sandbox/${id}`;

export function sandboxProvider(db: Db, secret: string, now: () => Date): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await db.insertInto('sandbox_checkouts').values({
        id, amount_cents: request.amountCents, currency: request.currency, description: request.description.slice(0, 300),
        status: 'pending', return_url: request.returnUrl, created_at: now().toISOString(),
      }).execute();
      return { providerPaymentId: id, redirectUrl: sandboxPagePath(id) };
    },
    verifyWebhook(rawBody, headers, at): ProviderEvent | null {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (!verifySignature(secret, rawBody, typeof header === 'string' ? header : undefined, at)) return null;
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
        const status = event.type === 'payment.approved' ? 'approved' : event.type === 'payment.declined' ? 'declined' : null;
        if (typeof event.id !== 'string' || typeof event.payment_id !== 'string' || !status || !Number.isSafeInteger(event.amount_cents) || typeof event.currency !== 'string') return null;
        return { eventId: event.id, providerPaymentId: event.payment_id, status, amountCents: event.amount_cents as number, currency: event.currency };
      } catch {
        return null;
      }
    },
    async queryPayment(providerPaymentId) {
      const row = await db.selectFrom('sandbox_checkouts').select(['status', 'amount_cents']).where('id', '=', providerPaymentId).executeTakeFirst();
      return row ? { status: row.status as ProviderStatus, amountCents: Number(row.amount_cents) } : null;
    },
  };
}
