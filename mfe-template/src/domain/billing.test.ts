import { BILLING_OPTIONS, DEFAULT_BILLING, PRICING_PLANS } from '../data/pricing';
import { planPrice } from './billing';

describe('pricing', () => {
  it('bills yearly (id 1) by default and monthly as id 2', () => {
    expect(DEFAULT_BILLING).toBe(1);
    expect(BILLING_OPTIONS).toEqual([
      { id: 1, label: 'Billed Yearly' },
      { id: 2, label: 'Billed Monthly' },
    ]);
  });

  it('shows each plan at its yearly or monthly price', () => {
    const prices = PRICING_PLANS.map((plan) => [plan.title, planPrice(plan, 1).price, planPrice(plan, 2).price, plan.facility[0]]);
    expect(prices).toEqual([
      ['Professional', '$199.99', '$19.99', '10 Pages'],
      ['Standard', '$219.99', '$29.99', '20 Pages'],
      ['Ultimate', '$559.99', '$59.99', '50 Pages'],
    ]);
  });
});
