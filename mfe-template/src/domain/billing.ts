import type { BillingOption, PricingPlan } from '../data/types';

/** The price and period a plan shows for the chosen billing option (1 yearly, 2 monthly). */
export function planPrice(plan: PricingPlan, billing: BillingOption['id']): { price: string; duration: string } {
  return billing === 1 ? { price: plan.yprice, duration: plan.yduration } : { price: plan.mprice, duration: plan.mduration };
}
