import { selectCustomer } from './customer';
import type { SiteConfig } from '@portal/contract';

const config = {
  customers: [{ id: 'customers', customers: [{ id: 1, name: 'Alcaldía Uno', shortname: 'uno' }, { id: 2, name: 'Alcaldía Dos', shortname: 'dos' }] }],
} as unknown as SiteConfig;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('selects the customer whose id matches the hosting page id, string or number', () => {
  expect(selectCustomer(config, '2')?.name).toBe('Alcaldía Dos');
  expect(consoleError).not.toHaveBeenCalled();
});

test('with no match it logs an error and selects nobody', () => {
  expect(selectCustomer(config, '99')).toBeNull();
  expect(consoleError).toHaveBeenCalledTimes(1);
});

test('with no id at all it selects nobody', () => {
  expect(selectCustomer(config, null)).toBeNull();
});
