// Paying a request's fee, on both databases: a city's payment settings, a citizen reporting a Pago
// Móvil reference with code + e-mail, a clerk rejecting it with a note (the citizen is e-mailed),
// confirming the next one (a receipt number, 'paid'), undoing it with a reason (never deleted), a
// payment taken at the counter, the treasurer's day; another city's staff reach none of it, and two
// confirmations at once leave one confirmed payment.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';
import { bootData, cookieOf, postForm } from './support/plain-forms.ts';

const citizen = { name: 'Rosa Pagadora', national_id: 'V-9.876.543', phone: '0414 555 3030' };

function post(app: FastifyInstance, call: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/v2/userProcedure/${call}/`, payload, headers: csrfHeaders() });
}

/** A San Rafael procedure with a price and no requirements (so the next step is the payment), priced 446.25. */
async function pricedProcedure(ctx: TestContext): Promise<number> {
  const row = await ctx.db.selectFrom('procedures').select('id').where('customer_id', '=', '1').where('calc_price', '>', 0).orderBy('id').executeTakeFirstOrThrow();
  await ctx.db.deleteFrom('procedure_requirements').where('procedure_id', '=', row.id).execute();
  await ctx.db.updateTable('procedures').set({ calc_price: 446.25 }).where('id', '=', row.id).execute();
  return row.id;
}

async function startRequest(ctx: TestContext, email: string) {
  const started = await post(ctx.app, 'add', { customer_id: '1', procedure_id: await pricedProcedure(ctx), ...citizen, email });
  assert.equal(started.statusCode, 201, started.body);
  const data = started.json().data;
  const id = (await ctx.db.selectFrom('user_procedures').select('id').where('code', '=', data.code).executeTakeFirstOrThrow()).id;
  return { id, code: data.code as string, who: { customer_id: '1', code: data.code as string, email } };
}

// The city's calendar day (San Rafael is in Caracas): the treasurer's day and a payment's date are
// the city's, not UTC's (they differ from 00:00 to 04:00 UTC).
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());

describeEachDatabase('payments', (ctx) => {
  let admin: Record<string, string>;
  let clerk: Record<string, string>;
  let otherAdmin: Record<string, string>;
  let otherClerk: Record<string, string>;

  before(async () => {
    const { app, db } = ctx();
    await addStaff(db, 'admin@pagos.example', 'admin', { customerId: '1' });
    await addStaff(db, 'clerk@pagos.example', 'clerk', { customerId: '1' });
    await addStaff(db, 'admin2@pagos.example', 'admin', { customerId: '2' });
    await addStaff(db, 'clerk2@pagos.example', 'clerk', { customerId: '2' });
    [admin, clerk, otherAdmin, otherClerk] = await Promise.all(['admin', 'clerk', 'admin2', 'clerk2'].map((name) => signedIn(app, `${name}@pagos.example`)));
  });

  test("settings: the admin of the city reads and changes them; a clerk and another city's admin cannot; a method needs its details", async () => {
    const { app, db } = ctx();
    const read = await corporate(app, 'paymentSettings/detail', { customer_id: '1' }, admin);
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().data.currency, 'VES');
    assert.equal((await corporate(app, 'paymentSettings/detail', { customer_id: '1' }, clerk)).statusCode, 403);
    assert.equal((await corporate(app, 'paymentSettings/detail', { customer_id: '1' }, otherAdmin)).statusCode, 403);
    const stolen = await corporate(app, 'paymentSettings/update', { customer_id: '1', mobile_phone: '0412-6666666' }, otherAdmin);
    assert.equal(stolen.statusCode, 403);
    const incomplete = await corporate(app, 'paymentSettings/update', { customer_id: '1', transfer_enabled: true, account_number: '' }, admin);
    assert.equal(incomplete.statusCode, 400);
    assert.equal(incomplete.json().errors[0].field, 'account_number');
    const badRif = await corporate(app, 'paymentSettings/update', { customer_id: '1', rif: 'no es un rif' }, admin);
    assert.equal(badRif.json().errors[0].field, 'rif');
    const changed = await corporate(app, 'paymentSettings/update', { customer_id: '1', mobile_phone: '0414-1234567', card_enabled: false }, admin);
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.mobile_phone, '0414-1234567');
    assert.equal((await corporate(app, 'paymentSettings/detail', { customer_id: '2' }, otherAdmin)).json().data.mobile_phone, '0414-0000000', "the other city's settings did not move");
    const audit = await db.selectFrom('audit_log').select(['call_name', 'customer_id']).where('entity', '=', 'paymentSettings').execute();
    assert.deepEqual(audit.map((row) => [row.call_name, row.customer_id]), [['paymentSettings/update', '1']]);
    await corporate(app, 'paymentSettings/update', { customer_id: '1', card_enabled: true }, admin);
  });

  test('a Pago Móvil reported, rejected with a note the citizen receives, reported again, confirmed with a receipt, then undone with a reason', async () => {
    const { app, db } = ctx();
    const { id, who } = await startRequest(ctx(), 'rosa.movil@example.com');
    const fresh = (await post(app, 'track', who)).json().data;
    assert.equal(fresh.payment.status, 'pending');
    assert.equal(fresh.payment.amount_cents, 44625);
    assert.match(fresh.next_step, /^Pagar la tasa del trámite: Bs\.S\s446,25\. En «Pagos» verá cómo pagar\.$/);
    assert.equal(fresh.pay_to.mobile.phone, '0414-1234567');
    assert.ok(fresh.pay_to.transfer.account_number);

    const report = { ...who, method: 'mobile', reference: '00123456', bank: '0105 Mercantil', paid_on: today() };
    const badReference = await post(app, 'reportPayment', { ...report, reference: '12' });
    assert.equal(badReference.statusCode, 400);
    assert.equal(badReference.json().errors[0].field, 'reference');
    assert.equal((await post(app, 'reportPayment', { ...report, paid_on: '2999-01-01' })).json().errors[0].field, 'paid_on');
    assert.equal((await post(app, 'reportPayment', { ...report, email: 'otra@example.com' })).statusCode, 404);
    const reported = await post(app, 'reportPayment', report);
    assert.equal(reported.statusCode, 200, reported.body);
    assert.equal(reported.json().data.payments[0].state, 'reported');
    assert.equal(reported.json().data.payment.awaiting, true);
    assert.equal(reported.json().data.next_step, null, 'while a clerk checks, the city has the next move');
    assert.equal((await post(app, 'reportPayment', report)).statusCode, 409, 'one report waits at a time');

    const paymentId = reported.json().data.payments[0].id as number;
    // Another city's clerk: its own customer id does not reach this request, and ours is refused.
    assert.equal((await corporate(app, 'userProcedure/rejectPayment', { customer_id: '1', id, payment_id: paymentId, note: 'x' }, otherClerk)).statusCode, 403);
    assert.equal((await corporate(app, 'userProcedure/rejectPayment', { customer_id: '2', id, payment_id: paymentId, note: 'x' }, otherClerk)).statusCode, 404);
    assert.equal((await corporate(app, 'userProcedure/confirmPayment', { customer_id: '2', id, payment_id: paymentId }, otherClerk)).statusCode, 404);
    const noNote = await corporate(app, 'userProcedure/rejectPayment', { customer_id: '1', id, payment_id: paymentId, note: ' ' }, clerk);
    assert.equal(noNote.json().errors[0].field, 'note');
    const rejected = await corporate(app, 'userProcedure/rejectPayment', { customer_id: '1', id, payment_id: paymentId, note: 'La referencia no aparece en el banco.' }, clerk);
    assert.equal(rejected.statusCode, 200, rejected.body);
    const mail = await db.selectFrom('outbox').selectAll().where('recipient', '=', 'rosa.movil@example.com').where('event', '=', 'request.payment_rejected').executeTakeFirstOrThrow();
    assert.match(mail.body_text, /La referencia no aparece en el banco\./);
    assert.match(mail.body_text, /Bs\.S\s446,25/);
    const afterReject = (await post(app, 'track', who)).json().data;
    assert.equal(afterReject.payments[0].state, 'rejected');
    assert.equal(afterReject.payments[0].note, 'La referencia no aparece en el banco.');
    assert.match(afterReject.next_step, /^Pagar/);

    const again = (await post(app, 'reportPayment', { ...report, reference: '00999888' })).json().data;
    const secondId = again.payments[1].id as number;
    const confirmed = await corporate(app, 'userProcedure/confirmPayment', { customer_id: '1', id, payment_id: secondId }, clerk);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((await corporate(app, 'userProcedure/confirmPayment', { customer_id: '1', id, payment_id: secondId }, clerk)).statusCode, 409);
    const paid = (await post(app, 'track', who)).json().data;
    assert.equal(paid.payment.status, 'paid');
    assert.equal(paid.next_step, null);
    assert.equal(paid.pay_to, null);
    assert.match(paid.payments[1].receipt_number, /^R-\d{4}-\d{6}$/);
    const staffView = confirmed.json().data;
    assert.equal(staffView.payments[1].decided_by, 'clerk@pagos.example');
    assert.equal(staffView.payments[1].payer_bank, '0105 Mercantil');
    assert.ok(await db.selectFrom('outbox').select('id').where('recipient', '=', 'rosa.movil@example.com').where('event', '=', 'request.payment_confirmed').executeTakeFirst());

    // The receipt: its PDF as issued, its fingerprint, and the public check with the payer masked.
    const receipt = paid.payments[1].receipt_number as string;
    const check = await app.inject({ url: `/api/v2/payment/receipt/validate/?customer_id=1&number=${receipt}` });
    assert.equal(check.statusCode, 200, check.body);
    assert.equal(check.headers['cache-control'], 'no-store');
    assert.deepEqual({ ...check.json().data, confirmed_at: undefined, sha256: undefined }, {
      number: receipt, verdict: 'valido', amount_cents: 44625, currency: 'VES', method: 'mobile', procedure: paid.procedure.name, payer: 'R. P.', confirmed_at: undefined, sha256: undefined,
    });
    const pdf = await post(app, 'receipt', { ...who, payment_id: secondId });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(createHash('sha256').update(pdf.rawPayload).digest('hex'), check.json().data.sha256);
    assert.match(pdf.rawPayload.toString('latin1'), new RegExp(`Recibo de pago ${receipt}`));
    assert.equal((await post(app, 'receipt', { ...who, email: 'otra@example.com', payment_id: secondId })).statusCode, 404);
    assert.equal((await post(app, 'receipt', { ...who, payment_id: paymentId })).statusCode, 404, 'a rejected payment has no receipt');
    assert.equal((await app.inject({ url: `/api/v2/payment/receipt/validate/?customer_id=2&number=${receipt}` })).statusCode, 404, "another city's receipt is not found");
    const malformed = await app.inject({ url: '/api/v2/payment/receipt/validate/?customer_id=1&number=nada' });
    assert.equal(malformed.json().errors[0].field, 'number');

    const noReason = await corporate(app, 'userProcedure/undoPayment', { customer_id: '1', id, payment_id: secondId, note: '' }, clerk);
    assert.equal(noReason.json().errors[0].field, 'note');
    const undone = await corporate(app, 'userProcedure/undoPayment', { customer_id: '1', id, payment_id: secondId, note: 'Transferencia devuelta por el banco.' }, clerk);
    assert.equal(undone.statusCode, 200, undone.body);
    const back = (await post(app, 'track', who)).json().data;
    assert.equal(back.payment.status, 'pending');
    assert.deepEqual(back.payments.map((payment: { state: string }) => payment.state), ['rejected', 'refunded'], 'nothing is deleted');
    assert.equal((await app.inject({ url: `/api/v2/payment/receipt/validate/?customer_id=1&number=${receipt}` })).json().data.verdict, 'anulado');
    assert.deepEqual(back.history.map((entry: { event: string }) => entry.event).slice(1),
      ['Pago informado', 'Pago rechazado', 'Pago informado', 'Pago confirmado', 'Pago anulado']);
    const audit = await db.selectFrom('audit_log').select('call_name').where('entity', '=', 'userProcedure').where('entity_id', '=', id).orderBy('id').execute();
    assert.deepEqual(audit.map((row) => row.call_name), ['userProcedure/rejectPayment', 'userProcedure/confirmPayment', 'userProcedure/undoPayment']);
  });

  test("a payment at the counter: amount, method and reference; the treasurer's day lists it with its total; another city sees none", async () => {
    const { app } = ctx();
    const { id, code } = await startRequest(ctx(), 'rosa.taquilla@example.com');
    const noReference = await corporate(app, 'userProcedure/recordPayment', { customer_id: '1', id, amount_cents: 44625, method: 'transfer', reference: '' }, clerk);
    assert.equal(noReference.json().errors[0].field, 'reference');
    const zero = await corporate(app, 'userProcedure/recordPayment', { customer_id: '1', id, amount_cents: 0, method: 'counter', reference: '' }, clerk);
    assert.equal(zero.json().errors[0].field, 'amount_cents');
    assert.equal((await corporate(app, 'userProcedure/recordPayment', { customer_id: '2', id, amount_cents: 44625, method: 'counter', reference: '' }, otherClerk)).statusCode, 404);
    const recorded = await corporate(app, 'userProcedure/recordPayment', { customer_id: '1', id, amount_cents: 44625, method: 'counter', reference: 'CAJA-7' }, clerk);
    assert.equal(recorded.statusCode, 200, recorded.body);
    assert.equal(recorded.json().data.payment.status, 'paid');
    assert.match(recorded.json().data.history.at(-1).detail, /^Bs\.S\s446,25 · taquilla · CAJA-7$/);
    assert.equal((await corporate(app, 'userProcedure/recordPayment', { customer_id: '1', id, amount_cents: 44625, method: 'counter', reference: '' }, clerk)).statusCode, 409);
    // Its receipt, downloaded from /pagos without JavaScript (the request opened by code and e-mail first).
    const opened = await postForm(ctx(), '/pagos', { codigo: code, email: 'rosa.taquilla@example.com' });
    const paymentId = recorded.json().data.payments[0].id as number;
    const download = await postForm(ctx(), '/pagos', { accion: 'recibo', pago: String(paymentId) }, { cookies: `pagos=${cookieOf(opened, 'pagos')!.value}` });
    assert.equal(download.statusCode, 200, download.body);
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.match(String(download.headers['content-disposition']), /recibo-R-\d{4}-\d{6}\.pdf/);
    assert.equal((await postForm(ctx(), '/pagos', { accion: 'recibo', pago: String(paymentId) })).statusCode, 422, 'without the opened request, nothing');

    const day = await corporate(app, 'payment/daily', { customer_id: '1', day: today(), method: 'counter' }, clerk);
    assert.equal(day.statusCode, 200, day.body);
    assert.ok(day.json().data.payments.some((payment: { reference: string }) => payment.reference === 'CAJA-7'));
    assert.ok(day.json().data.totals.every((total: { method: string }) => total.method === 'counter'));
    assert.equal((await corporate(app, 'payment/daily', { customer_id: '1', day: today() }, otherClerk)).statusCode, 403);
    const csv = await corporate(app, 'payment/dailyCsv', { customer_id: '1', day: today(), method: 'counter' }, clerk);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.match(lines[0]!, /^"confirmado";"recibo";"solicitud"/);
    assert.ok(lines.some((line) => line.includes('"CAJA-7"') && line.includes('"446,25"') && line.includes('"Rosa Pagadora"')), csv.body);
    assert.equal((await corporate(app, 'payment/dailyCsv', { customer_id: '1', day: today() }, otherClerk)).statusCode, 403);
    assert.deepEqual((await corporate(app, 'payment/daily', { customer_id: '2', day: today() }, otherClerk)).json().data.payments, []);
    assert.equal((await corporate(app, 'payment/daily', { customer_id: '1', day: '2026-02-30' }, clerk)).json().errors[0].field, 'day');
  });

  test('two confirmations at once record one payment', async () => {
    const { app, db } = ctx();
    const { id, who } = await startRequest(ctx(), 'rosa.doble@example.com');
    const reported = (await post(app, 'reportPayment', { ...who, method: 'transfer', reference: '55554444', bank: 'Banesco', paid_on: today() })).json().data;
    const paymentId = reported.payments[0].id as number;
    const answers = await Promise.all([1, 2].map(() => corporate(app, 'userProcedure/confirmPayment', { customer_id: '1', id, payment_id: paymentId }, clerk)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const counters = await Promise.all([1, 2].map(() => corporate(app, 'userProcedure/recordPayment', { customer_id: '1', id, amount_cents: 44625, method: 'counter', reference: '' }, clerk)));
    assert.deepEqual(counters.map((answer) => answer.statusCode), [409, 409], 'already paid');
    const confirmed = await db.selectFrom('request_payments').select('id').where('user_procedure_id', '=', id).where('state', '=', 'confirmed').execute();
    assert.equal(confirmed.length, 1);
  });

  test('/pagos without JavaScript: code and e-mail open the request (in a cookie, never the address), a refused report comes back with its field, a good one is shown', async () => {
    const { code } = await startRequest(ctx(), 'rosa.sinjs@example.com');
    const opened = await postForm(ctx(), '/pagos', { codigo: code, email: 'rosa.sinjs@example.com' });
    assert.equal(opened.statusCode, 303, opened.body);
    assert.equal(opened.headers.location, '/pagos');
    const cookie = cookieOf(opened, 'pagos')!;
    assert.equal(cookie.path, '/pagos');
    assert.equal(cookie.httpOnly, true);
    const page = await ctx().app.inject({ url: '/pagos', headers: { cookie: `pagos=${cookie.value}` } });
    const shown = bootData(page.body).ssr?.data.paymentsResult as { data: { pay_to: { mobile: unknown }; payment: { amount_cents: number } } };
    assert.equal(shown.data.payment.amount_cents, 44625);
    assert.ok(shown.data.pay_to.mobile);

    const refused = await postForm(ctx(), '/pagos', { accion: 'informar', metodo: 'mobile', referencia: '1', banco: 'Banesco', fecha: today() }, { cookies: `pagos=${cookie.value}` });
    assert.equal(refused.statusCode, 400);
    const outcome = bootData(refused.body).ssr?.data.paymentReportForm as { error: { fields: Record<string, string> } };
    assert.match(outcome.error.fields.referencia!, /referencia/);
    assert.ok(bootData(refused.body).ssr?.data.paymentsResult, 'the request stays on screen beside the refusal');
    const forged = await postForm(ctx(), '/pagos', { accion: 'informar', metodo: 'mobile', referencia: '12345678', banco: 'Banesco', fecha: today() }, { token: 'otro', cookies: `pagos=${cookie.value}` });
    assert.equal(forged.statusCode, 403);
    const noRequest = await postForm(ctx(), '/pagos', { accion: 'informar', metodo: 'mobile', referencia: '12345678', banco: 'Banesco', fecha: today() });
    assert.equal(noRequest.statusCode, 422);

    const reported = await postForm(ctx(), '/pagos', { accion: 'informar', metodo: 'mobile', referencia: '12345678', banco: 'Banesco', fecha: today() }, { cookies: `pagos=${cookie.value}` });
    assert.equal(reported.statusCode, 303, reported.body);
    const after = await ctx().app.inject({ url: '/pagos', headers: { cookie: `pagos=${cookieOf(reported, 'pagos')!.value}` } });
    const result = bootData(after.body).ssr?.data.paymentsResult as { notice: string; data: { payments: { state: string; reference: string }[] } };
    assert.match(result.notice, /La alcaldía lo confirmará/);
    assert.deepEqual(result.data.payments.map((payment) => [payment.state, payment.reference]), [['reported', '12345678']]);
  });
}, { LOOKUP_RATE_LIMIT: '1000' }); // many look-ups from one address; the limit itself: abuse-limits.test.ts
