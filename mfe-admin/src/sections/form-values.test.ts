import { blankRequired, bodyFromValues, fieldOfError, initialValues } from './form-values';
import type { FieldSpec } from './section-spec';

const fields: FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'department_id', label: 'Department', kind: 'select', required: true, source: { call: 'department/list', label: String } },
  { name: 'calc_price', label: 'Price', kind: 'number', blankIsNull: true },
  { name: 'requirement_ids', label: 'Requirements', kind: 'checkboxes', addOnly: true },
  { name: 'office_ids', label: 'Offices', kind: 'checkboxes' },
  { name: 'is_active', label: 'Active', kind: 'checkbox' },
  { name: 'customer.name', label: 'Municipality', kind: 'text' },
];

test('a new form starts blank, with checkboxes on and no ids chosen', () => {
  expect(initialValues(fields)).toEqual({
    name: '', description: '', department_id: '', calc_price: '', requirement_ids: [], office_ids: [], is_active: true, 'customer.name': '',
  });
});

test('an edited row fills the form, ids from the row\'s lists and nested values by path', () => {
  const row = { id: 4, name: 'Permiso', description: 'x', department_id: 2, calc_price: null, offices: [{ id: 7 }, { id: 9 }], is_active: false, customer: { name: 'San Rafael' } };
  expect(initialValues(fields, row)).toMatchObject({ name: 'Permiso', department_id: '2', calc_price: '', office_ids: ['7', '9'], is_active: false, 'customer.name': 'San Rafael' });
});

test('the add body has numbers as numbers, a blank price as null (free) and leaves blank optional text out', () => {
  const values = { ...initialValues(fields), name: 'Permiso', department_id: '2', requirement_ids: ['3', '1'], 'customer.name': 'San Rafael' };
  expect(bodyFromValues(fields, values, true)).toEqual({
    name: 'Permiso', department_id: 2, calc_price: null, requirement_ids: [3, 1], office_ids: [], is_active: true, customer: { name: 'San Rafael' },
  });
});

test('the update body leaves out what only the add call takes and sends a cleared text as empty', () => {
  const values = { ...initialValues(fields), name: 'Permiso', department_id: '2', calc_price: '12.5', requirement_ids: ['3'] };
  const body = bodyFromValues(fields, values, false);
  expect(body).not.toHaveProperty('requirement_ids');
  expect(body).toMatchObject({ calc_price: 12.5, description: '' });
});

test('blank required fields are found before sending; checkboxes never are', () => {
  expect(blankRequired(fields, { ...initialValues(fields), name: '  ' })).toEqual(['name', 'department_id']);
});

test('a server error path names the form field it belongs to', () => {
  expect(fieldOfError(fields, 'name')).toBe('name');
  expect(fieldOfError(fields, '/office_ids/0')).toBe('office_ids');
  expect(fieldOfError(fields, 'customer.name')).toBe('customer.name');
  expect(fieldOfError(fields, 'unknown')).toBeUndefined();
});

test('a words field is written comma-separated and sent as a list without blanks', () => {
  const fields = [{ name: 'alternatives', label: 'Also finds', kind: 'words' as const, required: true }];
  expect(initialValues(fields, { alternatives: ['basura', 'desechos'] })).toEqual({ alternatives: 'basura, desechos' });
  expect(initialValues(fields)).toEqual({ alternatives: '' });
  expect(bodyFromValues(fields, { alternatives: ' basura ,, desechos sólidos, ' }, true)).toEqual({ alternatives: ['basura', 'desechos sólidos'] });
});
