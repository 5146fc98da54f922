import type { FaqItem } from './types';

/** Questions shown with the pricing table (spec section 2). */
export const FAQ: readonly FaqItem[] = [
  { id: 1, title: 'Can I change my plan later?', body: 'Yes. You can move to a larger or smaller plan at any time; the difference is calculated for the days left in your billing period.' },
  { id: 2, title: 'What counts as a page?', body: 'A page is any distinct address on your site, such as the home page, a service page or a contact page. Blog posts do not count towards the limit.' },
  { id: 3, title: 'Is there a discount for yearly billing?', body: 'Yes. Paying yearly costs less than twelve monthly payments, as the billing toggle above shows.' },
  { id: 4, title: 'Do you offer refunds?', body: 'If you are not satisfied within the first 30 days, we refund the full amount of your first payment.' },
  { id: 5, title: 'Who owns the website?', body: 'You do. The content, the design and the domain belong to you, and we hand everything over if you leave.' },
  { id: 6, title: 'How do I get support?', body: 'Every plan includes email support. Standard adds priority replies and Ultimate adds phone support during business hours.' },
];
