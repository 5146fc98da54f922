// Paying by card through the sandbox gateway, on both databases: approved (paid, a receipt, the
// citizen e-mailed), declined and abandoned (still unpaid, and /pagos says so); a forged, stale or
// replayed webhook changes nothing; a payment whose webhook never came is settled by the
// reconciliation, which asks the gateway.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import { calls } from '@portal/contract';
import { reconcileCardPayments, RECONCILE_AFTER_MS } from '../src/modules/payments/card-payments.ts';
import { cardProvider } from '../src/modules/payments/card.routes.ts';
import { signatureHeader } from '../src/modules/payments/providers/payment-provider.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payments/providers/sandbox-provider.ts';
import { bootData, cookieOf, postForm } from './support/plain-forms.ts';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';

const SECRET = 'sandbox-webhook-secret';

async function pricedProcedure(ctx: TestContext): Promise<number> {
  const row = await ctx.db.selectFrom('procedures').select('id').where('customer_id', '=', '1').where('calc_price', '>', 0).orderBy('id').executeTakeFirstOrThrow();
  await ctx.db.deleteFrom('procedure_requirements').where('procedure_id', '=', row.id).execute();
  await ctx.db.updateTable('procedures').set({ calc_price: 446.25 }).where('id', '=', row.id).execute();
  return row.id;
}

/** A request started and opened at /pagos by this browser; answers its code and the /pagos cookie. */
async function openedRequest(ctx: TestContext) {
  const email = `tarjeta.${randomUUID().slice(0, 8)}@example.com`;
  const started = await ctx.app.inject({ method: 'POST', url: '/api/v2/userProcedure/add/', headers: csrfHeaders(),
    payload: { customer_id: '1', procedure_id: await pricedProcedure(ctx), name: 'Tomás Tarjeta', national_id: 'V-12.121.212', email, phone: '0414 555 4040' } });
  assert.equal(started.statusCode, 201, started.body);
  const code = started.json().data.code as string;
  const opened = await postForm(ctx, '/pagos', { codigo: code, email });
  return { code, email, cookie: `pagos=${cookieOf(opened, 'pagos')!.value}` };
}

/** Starts a card payment from /pagos: answers the sandbox page's address. */
async function startCard(ctx: TestContext, cookie: string): Promise<string> {
  const started = await postForm(ctx, '/pagos', { accion: 'tarjeta' }, { cookies: cookie });
  assert.equal(started.statusCode, 303, started.body);
  assert.match(String(started.headers.location), /^\/pasarela\/sandbox\/sbx_[0-9a-f]{24}$/);
  return String(started.headers.location);
}

/** Chooses on the sandbox's page; answers where it sends the browser back. */
async function decide(ctx: TestContext, page: string, decision: 'approve' | 'decline' | 'abandon'): Promise<string> {
  const answer = await ctx.app.inject({ method: 'POST', url: page, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
  assert.equal(answer.statusCode, 303, answer.body);
  return new URL(String(answer.headers.location)).pathname + new URL(String(answer.headers.location)).search;
}

/** Follows the gateway's way back to /pagos and answers what the page shows. */
async function backToPayments(ctx: TestContext, returnPath: string, cookie: string) {
  const back = await ctx.app.inject({ url: returnPath, headers: { cookie } });
  assert.equal(back.statusCode, 303);
  const next = cookieOf(back, 'pagos');
  const page = await ctx.app.inject({ url: '/pagos', headers: { cookie: next ? `pagos=${next.value}` : cookie } });
  return bootData(page.body).ssr?.data.paymentsResult as { notice?: string; data: { payment: { status: string }; next_step: string | null; payments: { state: string; note: string; receipt_number: string | null }[] } };
}

function webhook(ctx: TestContext, body: Record<string, unknown>, { secret = SECRET, at = new Date() }: { secret?: string; at?: Date } = {}) {
  const raw = Buffer.from(JSON.stringify(body));
  return ctx.app.inject({ method: 'POST', url: calls.paymentWebhook.path, payload: raw, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(secret, raw, at) } });
}

describeEachDatabase('card payments (sandbox gateway)', (ctx) => {
  before(async () => {
    // A fee owed is paid by card only where the city takes cards (the demo city does).
    const settings = await ctx().db.selectFrom('payment_settings').select('card_enabled').where('customer_id', '=', '1').executeTakeFirstOrThrow();
    assert.equal(Number(settings.card_enabled), 1);
  });

  test('approved: the webhook confirms it, a receipt is issued, the citizen is e-mailed, and /pagos says Pagado', async () => {
    const { email, cookie } = await openedRequest(ctx());
    const page = await startCard(ctx(), cookie);
    const shown = await ctx().app.inject({ url: page });
    assert.equal(shown.statusCode, 200);
    assert.match(shown.body, /Bs\.S\s446,25/);
    const result = await backToPayments(ctx(), await decide(ctx(), page, 'approve'), cookie);
    assert.equal(result.data.payment.status, 'paid');
    assert.equal(result.data.next_step, null);
    assert.equal(result.data.payments[0]!.state, 'confirmed');
    assert.match(result.data.payments[0]!.receipt_number!, /^R-\d{4}-\d{6}$/);
    assert.match(result.notice!, /aprobado/);
    assert.ok(await ctx().db.selectFrom('outbox').select('id').where('recipient', '=', email).where('event', '=', 'request.payment_confirmed').executeTakeFirst());
    const payment = await ctx().db.selectFrom('request_payments').select(['receipt_path', 'decided_by']).where('reference', '=', page.split('/').pop()!).executeTakeFirstOrThrow();
    assert.ok(payment.receipt_path);
    assert.equal(payment.decided_by, 'sandbox');
  });

  test('declined and abandoned: the request stays unpaid and /pagos says why', async () => {
    const declined = await openedRequest(ctx());
    const afterDecline = await backToPayments(ctx(), await decide(ctx(), await startCard(ctx(), declined.cookie), 'decline'), declined.cookie);
    assert.equal(afterDecline.data.payment.status, 'pending');
    assert.match(afterDecline.data.next_step!, /^Pagar/);
    assert.deepEqual(afterDecline.data.payments.map((item) => [item.state, item.note]), [['rejected', 'La tarjeta fue rechazada.']]);
    assert.match(afterDecline.notice!, /La tarjeta fue rechazada\. La solicitud sigue sin pagar\./);

    const abandoned = await openedRequest(ctx());
    const afterAbandon = await backToPayments(ctx(), await decide(ctx(), await startCard(ctx(), abandoned.cookie), 'abandon'), abandoned.cookie);
    assert.equal(afterAbandon.data.payment.status, 'pending');
    assert.deepEqual(afterAbandon.data.payments.map((item) => [item.state, item.note]), [['rejected', 'El pago con tarjeta no se completó.']]);
    assert.match(afterAbandon.notice!, /no se completó\. La solicitud sigue sin pagar\./);
  });

  test('a forged, stale or replayed webhook changes nothing', async () => {
    const { db } = ctx();
    const { cookie } = await openedRequest(ctx());
    const page = await startCard(ctx(), cookie);
    const providerId = page.split('/').pop()!;
    const event = { id: `evt_${providerId}_a`, type: 'payment.approved', payment_id: providerId, amount_cents: 44625, currency: 'VES' };
    const state = () => db.selectFrom('request_payments').select(['state']).where('reference', '=', providerId).executeTakeFirstOrThrow();

    const forged = await webhook(ctx(), event, { secret: 'a-secret-the-gateway-does-not-have' });
    assert.equal(forged.statusCode, 401);
    const stale = await webhook(ctx(), event, { at: new Date(Date.now() - 10 * 60_000) });
    assert.equal(stale.statusCode, 401);
    const unsigned = await ctx().app.inject({ method: 'POST', url: calls.paymentWebhook.path, payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.statusCode, 401);
    const tampered = Buffer.from(JSON.stringify({ ...event, amount_cents: 1 }));
    const resigned = await ctx().app.inject({ method: 'POST', url: calls.paymentWebhook.path, payload: tampered,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signatureHeader(SECRET, Buffer.from(JSON.stringify(event)), new Date()) } });
    assert.equal(resigned.statusCode, 401, 'a body changed after signing');
    assert.equal((await state()).state, 'pending');

    const first = await webhook(ctx(), event);
    assert.equal(first.json().data.outcome, 'applied');
    const history = await db.selectFrom('user_procedure_history').select('id').execute();
    // The same event again, and a declined one with the same id: both recognised, nothing moves.
    assert.equal((await webhook(ctx(), event)).json().data.outcome, 'replayed');
    assert.equal((await webhook(ctx(), { ...event, type: 'payment.declined' })).json().data.outcome, 'replayed');
    assert.equal((await state()).state, 'confirmed');
    assert.equal((await db.selectFrom('user_procedure_history').select('id').execute()).length, history.length);
    assert.equal((await db.selectFrom('payment_events').select('event_id').where('event_id', '=', event.id).execute()).length, 1);
    // An event for a payment the portal does not have is kept and ignored.
    assert.equal((await webhook(ctx(), { ...event, id: 'evt_otro', payment_id: 'sbx_desconocido' })).json().data.outcome, 'ignored');
  });

  test('a webhook that never came: the reconciliation asks the gateway, and settles an old unfinished checkout as abandoned', async () => {
    const { db, config } = ctx();
    const lost = await openedRequest(ctx());
    const lostPage = await startCard(ctx(), lost.cookie);
    // The gateway approved it, but its webhook was lost on the way.
    await db.updateTable('sandbox_checkouts').set({ status: 'approved' }).where('id', '=', lostPage.split('/').pop()!).execute();
    const forgotten = await openedRequest(ctx());
    const forgottenPage = await startCard(ctx(), forgotten.cookie);

    const soon = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
    assert.match(await reconcileCardPayments(db, config, cardProvider(ctx().app.context), soon), /settled/);
    const stateOf = async (page: string) => (await db.selectFrom('request_payments').select(['state', 'note']).where('reference', '=', page.split('/').pop()!).executeTakeFirstOrThrow());
    assert.equal((await stateOf(lostPage)).state, 'confirmed');
    assert.equal((await stateOf(forgottenPage)).state, 'pending', 'still open at the gateway, and not old enough to give up on');

    await reconcileCardPayments(db, config, cardProvider(ctx().app.context), new Date(Date.now() + 3 * 60 * 60_000));
    const given = await stateOf(forgottenPage);
    assert.deepEqual([given.state, given.note], ['rejected', 'El pago con tarjeta no se completó.']);
    // Approving it at the gateway now changes nothing here: the checkout is over.
    const late = await ctx().app.inject({ method: 'POST', url: forgottenPage, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    assert.equal(late.statusCode, 303);
  });
}, { LOOKUP_RATE_LIMIT: '1000' });
