// The call → roles table: admins may make every call, editors and clerks only those naming their
// role (a call may name several), and a call the table does not name is for admins only (so a new
// call is closed until someone gives it a role).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CORPORATE_CALL_ROLES, callsOfRole, roleMayCall, rolesOfCall, STAFF_ROLES } from '../src/index.ts';
import { defineCall } from '../src/calls/define-call.ts';

test('every call belongs to one or more of the three roles, each named once', () => {
  for (const [call, roles] of Object.entries(CORPORATE_CALL_ROLES)) {
    assert.match(call, /^[a-z][a-zA-Z]*\/[a-zA-Z]+$/);
    assert.ok(roles.length >= 1, call);
    assert.equal(new Set(roles).size, roles.length, call);
    for (const role of roles) assert.ok((STAFF_ROLES as readonly string[]).includes(role), call);
  }
});

test('a call may name several roles: the synonyms are for clerks and editors', () => {
  assert.deepEqual(defineCall({ method: 'POST', path: '/api/v2/corporate/x/list/', role: ['clerk', 'editor'] }).role, ['clerk', 'editor']);
  for (const call of ['synonym/add', 'synonym/list', 'synonym/update', 'synonym/delete']) {
    assert.deepEqual(rolesOfCall(call), ['clerk', 'editor'], call);
    assert.ok(roleMayCall('clerk', call) && roleMayCall('editor', call) && roleMayCall('admin', call), call);
  }
  assert.deepEqual(rolesOfCall('holiday/add'), ['clerk']);
});

test('admins may make every call; editors and clerks only the calls of their role', () => {
  for (const call of Object.keys(CORPORATE_CALL_ROLES)) {
    assert.equal(roleMayCall('admin', call), true);
    assert.equal(roleMayCall('editor', call), rolesOfCall(call).includes('editor'), call);
    assert.equal(roleMayCall('clerk', call), rolesOfCall(call).includes('clerk'), call);
  }
  assert.ok(roleMayCall('editor', 'post/publish'));
  assert.ok(!roleMayCall('editor', 'department/add'));
  assert.ok(roleMayCall('clerk', 'contact/markAnswered'));
  assert.ok(!roleMayCall('clerk', 'staff/logs'));
  for (const call of ['certificate/add', 'certificate/list', 'certificate/detail', 'certificate/revoke']) {
    assert.ok(roleMayCall('clerk', call), call);
    assert.ok(!roleMayCall('editor', call), call);
  }
});

test('a call missing from the table is for admins only, even one named like a table key of Object', () => {
  // certificate/delete is not a call (certificates are revoked, never deleted).
  for (const call of ['certificate/delete', 'constructor', '__proto__', 'toString']) {
    assert.deepEqual(rolesOfCall(call), ['admin']);
    assert.equal(roleMayCall('clerk', call), false);
    assert.equal(roleMayCall('editor', call), false);
  }
});

test('callsOfRole lists what GET /api/v2/staff/me/ tells the console', () => {
  assert.equal(callsOfRole('admin').length, Object.keys(CORPORATE_CALL_ROLES).length);
  assert.ok(callsOfRole('editor').every((call) => CORPORATE_CALL_ROLES[call].includes('editor')));
  assert.ok(callsOfRole('clerk').includes('holiday/add'));
  assert.ok(callsOfRole('editor').includes('synonym/add') && callsOfRole('clerk').includes('synonym/add'));
  assert.ok(!callsOfRole('editor').includes('holiday/add'));
});
