// Online requests (issue 17), on both databases: a citizen starts a request and uploads a document
// per requirement; a clerk rejects one, the citizen replaces it, the clerk accepts, approves and
// records the payment, and the citizen follows it all with code + e-mail. Files are readable only
// by staff, or by the citizen with code + e-mail.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { multipart } from './support/multipart.ts';
import { addStaff, corporate, signedIn } from './support/staff.ts';
import { csrfHeaders, describeEachDatabase, type TestContext } from './support/test-app.ts';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const citizen = { name: 'Pedro Gil', national_id: 'V-7.654.321', email: 'Pedro.Gil@example.com', phone: '0416 555 2020' };

/** A San Rafael procedure with at least two requirements and a price. */
async function pricedProcedure(ctx: TestContext) {
  const row = await ctx.db.selectFrom('procedures').innerJoin('procedure_requirements', 'procedure_requirements.procedure_id', 'procedures.id')
    .select(['procedures.id', (eb) => eb.fn.countAll().as('n')]).where('procedures.customer_id', '=', '1').where('procedures.calc_price', '>', 0)
    .groupBy('procedures.id').having((eb) => eb.fn.countAll(), '>=', 2).orderBy('procedures.id').executeTakeFirstOrThrow();
  return row.id;
}

function post(app: FastifyInstance, call: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: `/api/v2/userProcedure/${call}/`, payload, headers: csrfHeaders(), remoteAddress });
}

function upload(app: FastifyInstance, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const body = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/v2/userProcedure/addFile/', payload: body.payload, headers: { ...body.headers, ...csrfHeaders() } });
}

describeEachDatabase('online requests', (ctx) => {
  test('from start to "Aprobado": documents, a rejection and its replacement, the state, the payment, the timeline', async () => {
    const { app, db, config } = ctx();
    const procedureId = await pricedProcedure(ctx());
    const started = await post(app, 'add', { customer_id: '1', procedure_id: procedureId, ...citizen });
    assert.equal(started.statusCode, 201, started.body);
    const request = started.json().data;
    assert.match(request.code, /^T-[2-9A-HJ-NP-Z]{8}$/);
    assert.match(started.json().message, new RegExp(request.code));
    assert.equal(request.state.name, 'Recibido');
    assert.equal(request.payment.status, 'pending');
    assert.ok(request.payment.amount > 0);
    assert.ok(request.requirements.length >= 2);
    assert.ok(request.requirements.every((item: { status: string }) => item.status === 'pending'));
    assert.match(request.next_step, /^Suba los documentos que faltan/);
    const [first, second] = request.requirements as { requirement_id: number; name: string }[];
    const who = { customer_id: '1', code: request.code, email: 'pedro.gil@EXAMPLE.com' };

    // Documents: one per requirement, by content; a text file is refused, a wrong e-mail opens nothing.
    const refused = await upload(app, { ...who, requirement_id: String(first!.requirement_id) }, { name: 'cedula.pdf', type: 'application/pdf', bytes: Buffer.from('no soy un pdf') });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /PDF, JPEG, PNG/);
    const stranger = await upload(app, { ...who, email: 'otro@example.com', requirement_id: String(first!.requirement_id) }, { name: 'a.pdf', type: 'application/pdf', bytes: pdf('x') });
    assert.equal(stranger.statusCode, 404);
    assert.equal(stranger.json().message, 'No encontramos una solicitud con ese código y ese correo electrónico.');
    const rest = (request.requirements as { requirement_id: number }[]).slice(2).map((requirement, i) => [requirement, { name: `doc-${i}.pdf`, type: 'application/pdf', bytes: pdf(`doc ${i}`) }] as const);
    for (const [requirement, file] of [[first!, { name: 'cédula.pdf', type: 'application/pdf', bytes: pdf('primera') }], [second!, { name: 'foto.png', type: 'image/png', bytes: png }], ...rest] as const) {
      const sent = await upload(app, { ...who, requirement_id: String(requirement.requirement_id) }, file);
      assert.equal(sent.statusCode, 200, sent.body);
    }
    const twice = await upload(app, { ...who, requirement_id: String(first!.requirement_id) }, { name: 'otra.pdf', type: 'application/pdf', bytes: pdf('otra') });
    assert.equal(twice.statusCode, 409, 'a document under review is not replaced');

    // The clerk rejects the first with a note; the citizen is told what to do and replaces it.
    await addStaff(db, 'clerk.tramites@example.com', 'clerk');
    const clerk = await signedIn(app, 'clerk.tramites@example.com');
    const list = await corporate(app, 'userProcedure/adminList', { customer_id: '1', q: 'gil' }, clerk);
    assert.equal(list.statusCode, 200, list.body);
    const summary = list.json().data[0];
    assert.equal(summary.code, request.code);
    assert.equal(summary.submitted, request.requirements.length);
    const noNote = await corporate(app, 'userProcedure/updateRequirementStatus', { customer_id: '1', id: summary.id, requirement_id: first!.requirement_id, status: 'rejected' }, clerk);
    assert.equal(noNote.statusCode, 400);
    assert.equal(noNote.json().errors[0].field, 'note');
    const rejected = await corporate(app, 'userProcedure/updateRequirementStatus', { customer_id: '1', id: summary.id, requirement_id: first!.requirement_id, status: 'rejected', note: 'La copia no se lee.' }, clerk);
    assert.equal(rejected.statusCode, 200, rejected.body);
    const afterReject = (await post(app, 'track', who)).json().data;
    assert.equal(afterReject.requirements[0].status, 'rejected');
    assert.equal(afterReject.requirements[0].note, 'La copia no se lee.');
    assert.equal(afterReject.next_step, `Reemplace el documento rechazado: ${first!.name}.`);
    const oldFile = (await db.selectFrom('user_procedure_requirements').select('file_path').where('user_procedure_id', '=', summary.id).where('requirement_id', '=', first!.requirement_id).executeTakeFirstOrThrow()).file_path!;
    const replaced = await upload(app, { ...who, requirement_id: String(first!.requirement_id) }, { name: 'cédula-nítida.pdf', type: 'application/pdf', bytes: pdf('nítida') });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(replaced.json().data.requirements[0].status, 'submitted');
    assert.ok(!fs.existsSync(path.join(config.mediaDir, oldFile)), 'the rejected file is gone');

    // The clerk accepts both, approves, and records the payment.
    for (const requirement of request.requirements as { requirement_id: number }[]) {
      const accepted = await corporate(app, 'userProcedure/updateRequirementStatus', { customer_id: '1', id: summary.id, requirement_id: requirement.requirement_id, status: 'accepted' }, clerk);
      assert.equal(accepted.statusCode, 200, accepted.body);
    }
    const approved = await db.selectFrom('procedure_states').select('id').where('customer_id', '=', '1').where('name', '=', 'Aprobado').executeTakeFirstOrThrow();
    assert.equal((await corporate(app, 'userProcedure/changeState', { customer_id: '1', id: summary.id, state_id: approved.id, note: 'Puede retirarlo el lunes.' }, clerk)).statusCode, 200);
    assert.equal((await corporate(app, 'userProcedure/changeState', { customer_id: '1', id: summary.id, state_id: approved.id }, clerk)).statusCode, 409);
    const paid = await corporate(app, 'userProcedure/updatePayment', { customer_id: '1', id: summary.id, status: 'paid', reference: 'TRF-0042' }, clerk);
    assert.equal(paid.statusCode, 200, paid.body);

    const final = (await post(app, 'track', who)).json().data;
    assert.equal(final.state.name, 'Aprobado');
    assert.equal(final.payment.status, 'paid');
    assert.equal(final.next_step, null);
    const documents = request.requirements.length as number;
    assert.deepEqual(final.history.map((entry: { event: string }) => entry.event), [
      'Solicitud recibida', ...Array<string>(documents).fill('Documento recibido'), 'Documento rechazado', 'Documento reemplazado',
      ...Array<string>(documents).fill('Documento aceptado'), 'Estado: Aprobado', 'Pago registrado',
    ]);
    assert.ok(!JSON.stringify(final.history).includes('clerk.tramites'), 'the citizen does not see who the clerk is');
    const audit = await db.selectFrom('audit_log').select('call_name').where('entity', '=', 'userProcedure').execute();
    assert.equal(audit.length, documents + 3, 'reject, accept each, approve, payment: refused calls leave no row');
  });

  test('a document is readable by staff, or by the citizen with code and e-mail, and never from /djmedia/', async () => {
    const { app, db } = ctx();
    const started = (await post(app, 'add', { customer_id: '1', procedure_id: await pricedProcedure(ctx()), ...citizen, email: 'lectora@example.com' })).json().data;
    const requirementId = started.requirements[0].requirement_id as number;
    const who = { customer_id: '1', code: started.code, email: 'lectora@example.com' };
    assert.equal((await upload(app, { ...who, requirement_id: String(requirementId) }, { name: 'mi cédula.pdf', type: 'application/pdf', bytes: pdf('secreto') })).statusCode, 200);

    const mine = await post(app, 'downloadFile', { ...who, requirement_id: requirementId });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.rawPayload.toString(), pdf('secreto').toString());
    assert.equal(mine.headers['content-type'], 'application/pdf');
    assert.match(String(mine.headers['content-disposition']), /^attachment; filename="mi c_dula.pdf"; filename\*=UTF-8''mi%20c%C3%A9dula.pdf$/);
    assert.equal((await post(app, 'downloadFile', { ...who, email: 'otra@example.com', requirement_id: requirementId })).statusCode, 404);

    const id = (await db.selectFrom('user_procedures').select('id').where('code', '=', started.code).executeTakeFirstOrThrow()).id;
    await addStaff(db, 'clerk.lee@example.com', 'clerk');
    await addStaff(db, 'editor.lee@example.com', 'editor');
    const clerk = await signedIn(app, 'clerk.lee@example.com');
    const editor = await signedIn(app, 'editor.lee@example.com');
    const staffCopy = await corporate(app, 'userProcedure/downloadFile', { customer_id: '1', id, requirement_id: requirementId }, clerk);
    assert.equal(staffCopy.statusCode, 200);
    assert.equal(staffCopy.rawPayload.toString(), pdf('secreto').toString());
    assert.equal((await corporate(app, 'userProcedure/downloadFile', { customer_id: '1', id, requirement_id: requirementId }, editor)).statusCode, 403);
    assert.equal((await corporate(app, 'userProcedure/downloadFile', { customer_id: '1', id, requirement_id: requirementId }, {})).statusCode, 401);
    const stored = (await db.selectFrom('user_procedure_requirements').select('file_path').where('user_procedure_id', '=', id).executeTakeFirstOrThrow()).file_path!;
    assert.equal((await app.inject({ url: `/djmedia/${stored}` })).statusCode, 404);

    const deleted = await corporate(app, 'userProcedure/delete', { customer_id: '1', id }, clerk);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await post(app, 'track', who)).statusCode, 404);
  });

  test('bad input is named per field and never answers 5xx', async () => {
    const { app } = ctx();
    const bad = await post(app, 'add', { customer_id: '1', procedure_id: await pricedProcedure(ctx()), ...citizen, national_id: '123', email: '' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors.map((error: { field: string }) => error.field), ['national_id', 'email']);
    assert.equal((await post(app, 'add', { customer_id: '1', procedure_id: 999_999, ...citizen })).statusCode, 404);
    for (const body of [{}, { customer_id: '1', code: 'x'.repeat(5000), email: 'a' }, { customer_id: "1' or 1=1", code: 'T-22222222', email: 'a@b.c' }]) {
      const answer = await post(app, 'track', body);
      assert.ok(answer.statusCode >= 400 && answer.statusCode < 500, `${answer.statusCode} ${answer.body}`);
    }
    const noFile = await upload(app, { customer_id: '1', code: 'T-22222222', email: 'a@b.c', requirement_id: '1' });
    assert.equal(noFile.statusCode, 400);
    const notMultipart = await app.inject({ method: 'POST', url: '/api/v2/userProcedure/addFile/', payload: { code: 'x' }, headers: csrfHeaders() });
    assert.ok(notMultipart.statusCode >= 400 && notMultipart.statusCode < 500);
  });
});
