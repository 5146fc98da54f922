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
    title: i18nKey('Professional'),
    subtitle: i18nKey('A beautiful, simple website for a small team.'),
    yprice: '$199.99',
    yduration: i18nKey('per year'),
    mprice: '$19.99',
    mduration: i18nKey('per month'),
    facility: [i18nKey('10 Pages'), i18nKey('Responsive layout'), i18nKey('Contact form'), i18nKey('Basic search optimisation'), i18nKey('Email support')],
  },
  {
    title: i18nKey('Standard'),
    subtitle: i18nKey('More pages and tools for a growing business.'),
    yprice: '$219.99',
    yduration: i18nKey('per year'),
    mprice: '$29.99',
    mduration: i18nKey('per month'),
    facility: [i18nKey('20 Pages'), i18nKey('Responsive layout'), i18nKey('Blog and news'), i18nKey('Analytics dashboard'), i18nKey('Priority email support')],
  },
  {
    title: i18nKey('Ultimate'),
    subtitle: i18nKey('Everything you need to run a large site.'),
    yprice: '$559.99',
    yduration: i18nKey('per year'),
    mprice: '$59.99',
    mduration: i18nKey('per month'),
    facility: [i18nKey('50 Pages'), i18nKey('Responsive layout'), i18nKey('Online store'), i18nKey('Advanced analytics'), i18nKey('Phone and email support')],
  },
];
