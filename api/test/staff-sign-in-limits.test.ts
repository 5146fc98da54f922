// Sign-in limits an attacker cannot turn against the staff: counting and refusing are one
// statement (parallel guesses cannot all be checked), a lock holds one (account, address) pair with
// growing delays and never the account for everyone, and an address is stopped only after failures
// on many distinct accounts, so colleagues behind one NAT are not shut out by one person's typos.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminToken, describeEachDatabase } from './support/test-app.ts';
import { addStaff, corporate, login, staffPassword } from './support/staff.ts';

let clock = Date.parse('2026-03-02T12:00:00Z');
const advance = (minutes: number) => { clock += minutes * 60_000; };
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);
const count = (list: number[], status: number) => list.filter((value) => value === status).length;

describeEachDatabase('sign-in limits', (ctx) => {
  test('200 wrong passwords sent at once: at most 5 are checked, the rest answer 429', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'parallel@sanrafael.example', 'clerk');
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(app, 'parallel@sanrafael.example', `wrong-${i}`, '192.0.2.10')));
    const codes = statuses(answers);
    assert.equal(count(codes, 401), 5, `checked: ${count(codes, 401)}`);
    assert.equal(count(codes, 429), 195);
    advance(20);
  });

  test('40 wrong admin tokens sent at once: at most 10 are checked, the rest answer 429; a valid token still passes', async () => {
    const { app } = ctx();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      corporate(app, 'department/list', { customer_id: '1' }, { authorization: `Bearer wrong-token-${i}-abcdefghijklmnop` })));
    const codes = statuses(answers);
    assert.equal(count(codes, 401), 10, `checked: ${count(codes, 401)}`);
    assert.equal(count(codes, 429), 30);
    assert.equal((await corporate(app, 'department/list', { customer_id: '1' }, { authorization: `Bearer ${adminToken}` })).statusCode, 200);
    advance(20);
  });

  test('an attacker hammering one account locks only their own address: the owner signs in from another', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'owner@sanrafael.example', 'clerk');
    for (let i = 0; i < 30; i += 1) await login(app, 'owner@sanrafael.example', `guess-${i}`, '203.0.113.66');
    const attacker = await login(app, 'owner@sanrafael.example', staffPassword, '203.0.113.66');
    assert.equal(attacker.statusCode, 429);
    assert.match(attacker.json().message, /Demasiados intentos/);
    assert.ok(Number(attacker.headers['retry-after']) > 0);
    const owner = await login(app, 'owner@sanrafael.example', staffPassword, '198.51.100.20');
    assert.equal(owner.statusCode, 200, owner.body);
    advance(120);
  });

  test('the lock of a pair grows with each further failure: 1, 2, then 4 minutes', async () => {
    const { app, db } = ctx();
    await addStaff(db, 'typos@sanrafael.example', 'clerk');
    const from = '192.0.2.44';
    for (let i = 0; i < 5; i += 1) assert.equal((await login(app, 'typos@sanrafael.example', `typo-${i}`, from)).statusCode, 401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const refused = await login(app, 'typos@sanrafael.example', staffPassword, from);
      assert.equal(refused.statusCode, 429, `round ${round}`);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      clock += seconds * 1000;
      assert.equal((await login(app, 'typos@sanrafael.example', `typo-again-${round}`, from)).statusCode, 401);
    }
    assert.deepEqual(waits, [60, 120, 240]);
    // Once the lock has passed, the right password opens the session and forgets the failures.
    clock += 480_000;
    assert.equal((await login(app, 'typos@sanrafael.example', staffPassword, from)).statusCode, 200);
    assert.equal((await login(app, 'typos@sanrafael.example', 'one-more-typo', from)).statusCode, 401);
    assert.equal((await login(app, 'typos@sanrafael.example', staffPassword, from)).statusCode, 200);
  });

  test('colleagues behind one address: one person\'s typos lock only that person; failures on 20 accounts stop the address', async () => {
    const { app, db } = ctx();
    const nat = '198.51.100.200';
    await addStaff(db, 'clumsy@sanrafael.example', 'clerk');
    await addStaff(db, 'colleague@sanrafael.example', 'clerk');
    for (let i = 0; i < 8; i += 1) await login(app, 'clumsy@sanrafael.example', `typo-${i}`, nat);
    assert.equal((await login(app, 'clumsy@sanrafael.example', staffPassword, nat)).statusCode, 429);
    assert.equal((await login(app, 'colleague@sanrafael.example', staffPassword, nat)).statusCode, 200);
    // A spray over many accounts from one address: 19 more distinct accounts fill the ceiling…
    for (let i = 0; i < 19; i += 1) assert.equal((await login(app, `sprayed-${i}@sanrafael.example`, 'x', nat)).statusCode, 401);
    // …and the next new account from that address is refused before any check.
    const stopped = await login(app, 'colleague@sanrafael.example', staffPassword, nat);
    assert.equal(stopped.statusCode, 429);
    assert.match(stopped.json().message, /esta dirección/);
    // Elsewhere the colleague signs in; here, once the window has passed.
    assert.equal((await login(app, 'colleague@sanrafael.example', staffPassword, '198.51.100.201')).statusCode, 200);
    advance(16);
    assert.equal((await login(app, 'colleague@sanrafael.example', staffPassword, nat)).statusCode, 200);
  });

  test('200 wrong passwords on 200 accounts from one address at once: at most 20 are checked', async () => {
    const { app } = ctx();
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(app, `many-${i}@sanrafael.example`, 'x', '192.0.2.99')));
    const codes = statuses(answers);
    assert.equal(count(codes, 401), 20, `checked: ${count(codes, 401)}`);
    assert.equal(count(codes, 429), 180);
  });

  test('the counts live in the database, so another instance refuses the same pair', async () => {
    const { db, config, kind } = ctx();
    await addStaff(db, 'shared@sanrafael.example', 'clerk');
    for (let i = 0; i < 5; i += 1) assert.equal((await login(ctx().app, 'shared@sanrafael.example', 'x', '203.0.113.5')).statusCode, 401);
    // A second app on the same database stands for a second instance.
    const { buildApp } = await import('../src/app.ts');
    const other = await buildApp({ config, db, logger: false, now: () => new Date(clock) });
    try {
      assert.equal((await login(other, 'shared@sanrafael.example', staffPassword, '203.0.113.5')).statusCode, 429, kind);
      assert.equal((await login(other, 'shared@sanrafael.example', staffPassword, '203.0.113.6')).statusCode, 200, kind);
    } finally {
      await other.close();
    }
  });
}, {}, { now: () => new Date(clock) });
