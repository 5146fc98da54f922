// What the portal needs from a card gateway, whichever it is (docs/payments.md, "Plugging in a real
// provider"): open a checkout for an amount and send the citizen to the gateway's page; tell a
// genuine webhook from a forged one; and answer, when asked, how a payment stands (a webhook may
// never come). One adapter per gateway implements this; PAYMENT_PROVIDER chooses it.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How a payment stands at the gateway. */
export type ProviderStatus = 'pending' | 'approved' | 'declined' | 'abandoned';

export interface CheckoutRequest {
  amountCents: number;
  currency: string;
  /** what the citizen reads on the gateway's page ('Licencia de actividades económicas · T-7KQ2M9XP') */
  description: string;
  /** where the gateway sends the citizen back, whatever happened */
  returnUrl: string;
}

export interface Checkout {
  /** the gateway's id of the payment, the key of its webhooks and queries */
  providerPaymentId: string;
  /** the gateway's page the citizen is sent to */
  redirectUrl: string;
}

/** A webhook the gateway sent, once its signature checked out. */
export interface ProviderEvent {
  /** the gateway's id of the event: a replay carries the same, and changes nothing */
  eventId: string;
  providerPaymentId: string;
  status: Exclude<ProviderStatus, 'pending'>;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The event of a webhook's raw body and headers; null when the signature is wrong, stale or missing. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): ProviderEvent | null;
  /** How a payment stands at the gateway now; null when it does not know it. */
  queryPayment(providerPaymentId: string): Promise<{ status: ProviderStatus; amountCents: number } | null>;
}

/** How old a signed webhook may be: older ones are refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/** The signature header most gateways use in some form: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signatureHeader(secret: string, rawBody: Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** True when `header` signs `rawBody` with `secret` within the tolerance of `now` (compared in constant time). */
export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined, now: Date): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/u.test(parts.v1 ?? '')) return false;
  if (Math.abs(now.getTime() - timestamp * 1000) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'));
}
