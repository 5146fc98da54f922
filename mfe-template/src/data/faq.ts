import { i18nKey } from '../i18n';
import type { FaqItem } from './types';

/** Questions shown with the pricing table (spec section 2). */
export const FAQ: readonly FaqItem[] = [
  { id: 1, title: i18nKey('Can I change my plan later?'), body: i18nKey('Yes. You can move to a larger or smaller plan at any time; the difference is calculated for the days left in your billing period.') },
  { id: 2, title: i18nKey('What counts as a page?'), body: i18nKey('A page is any distinct address on your site, such as the home page, a service page or a contact page. Blog posts do not count towards the limit.') },
  { id: 3, title: i18nKey('Is there a discount for yearly billing?'), body: i18nKey('Yes. Paying yearly costs less than twelve monthly payments, as the billing toggle above shows.') },
  { id: 4, title: i18nKey('Do you offer refunds?'), body: i18nKey('If you are not satisfied within the first 30 days, we refund the full amount of your first payment.') },
  { id: 5, title: i18nKey('Who owns the website?'), body: i18nKey('You do. The content, the design and the domain belong to you, and we hand everything over if you leave.') },
  { id: 6, title: i18nKey('How do I get support?'), body: i18nKey('Every plan includes email support. Standard adds priority replies and Ultimate adds phone support during business hours.') },
];
