import { i18nKey } from '../i18n';
import type { BillingOption, PricingPlan } from './types';

/** Billing options (spec section 3): yearly (id 1) is the default. */
export const BILLING_OPTIONS: readonly BillingOption[] = [
  { id: 1, label: i18nKey('Billed Yearly') },
  { id: 2, label: i18nKey('Billed Monthly') },
];
export const DEFAULT_BILLING: BillingOption['id'] = 1;

/** The three plans of spec section 3. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    title: 'Professional',
    subtitle: 'A beautiful, simple website for a small team.',
    yprice: '$199.99',
    yduration: 'per year',
    mprice: '$19.99',
    mduration: 'per month',
    facility: ['10 Pages', 'Responsive layout', 'Contact form', 'Basic search optimisation', 'Email support'],
  },
  {
    title: 'Standard',
    subtitle: 'More pages and tools for a growing business.',
    yprice: '$219.99',
    yduration: 'per year',
    mprice: '$29.99',
    mduration: 'per month',
    facility: ['20 Pages', 'Responsive layout', 'Blog and news', 'Analytics dashboard', 'Priority email support'],
  },
  {
    title: 'Ultimate',
    subtitle: 'Everything you need to run a large site.',
    yprice: '$559.99',
    yduration: 'per year',
    mprice: '$59.99',
    mduration: 'per month',
    facility: ['50 Pages', 'Responsive layout', 'Online store', 'Advanced analytics', 'Phone and email support'],
  },
];
