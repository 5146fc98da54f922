// The call → role table: admins may make every call, editors and clerks only theirs, and a call the
// table does not name is for admins only (so a new call is closed until someone gives it a role).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CORPORATE_CALL_ROLES, callsOfRole, roleMayCall, roleOfCall, STAFF_ROLES } from '../src/index.ts';

test('every call belongs to exactly one role of the three', () => {
  for (const [call, role] of Object.entries(CORPORATE_CALL_ROLES)) {
    assert.match(call, /^[a-z][a-zA-Z]*\/[a-zA-Z]+$/);
    assert.ok((STAFF_ROLES as readonly string[]).includes(role), call);
  }
});

test('admins may make every call; editors and clerks only the calls of their role', () => {
  for (const call of Object.keys(CORPORATE_CALL_ROLES)) {
    assert.equal(roleMayCall('admin', call), true);
    assert.equal(roleMayCall('editor', call), roleOfCall(call) === 'editor', call);
    assert.equal(roleMayCall('clerk', call), roleOfCall(call) === 'clerk', call);
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
    assert.equal(roleOfCall(call), 'admin');
    assert.equal(roleMayCall('clerk', call), false);
    assert.equal(roleMayCall('editor', call), false);
  }
});

test('callsOfRole lists what GET /api/v2/staff/me/ tells the console', () => {
  assert.equal(callsOfRole('admin').length, Object.keys(CORPORATE_CALL_ROLES).length);
  assert.ok(callsOfRole('editor').every((call) => CORPORATE_CALL_ROLES[call] === 'editor'));
  assert.ok(callsOfRole('clerk').includes('holiday/add'));
});
