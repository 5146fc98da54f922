import { i18nKey } from '../i18n';
import type { ReviewSource, Testimonial } from './types';

/** Review sources in the order the testimonials page shows them. */
export const REVIEW_SOURCES: readonly ReviewSource[] = ['Google', 'Facebook', 'Yelp'];

/** The agency template's reviews: three per source (spec section 9). */
export const TESTIMONIALS: readonly Testimonial[] = [
  { fromtext: 'Google', description: i18nKey('They rebuilt our website in six weeks and our phone has not stopped ringing since. Clear communication the whole way.'), authorimg: 'author-1', authorname: 'Maria Lopez', authordesig: i18nKey('Owner, Lopez Bakery') },
  { fromtext: 'Google', description: i18nKey('Professional, patient and honest about what we really needed. The new booking system saves us hours every week.'), authorimg: 'author-2', authorname: 'James Carter', authordesig: i18nKey('Manager, Carter Dental') },
  { fromtext: 'Google', description: i18nKey('Our app finally gets five-star reviews. The team understood our users better than we did.'), authorimg: 'author-3', authorname: 'Aisha Rahman', authordesig: i18nKey('Product Lead, CityRide') },
  { fromtext: 'Facebook', description: i18nKey('The campaign they designed doubled the visitors to our market. Friendly people and great ideas.'), authorimg: 'author-4', authorname: 'Pedro Alves', authordesig: i18nKey('Organiser, Market Day') },
  { fromtext: 'Facebook', description: i18nKey('Beautiful branding that our customers comment on every day. Worth every cent.'), authorimg: 'author-5', authorname: 'Chloe Martin', authordesig: i18nKey('Founder, Bloom Florist') },
  { fromtext: 'Facebook', description: i18nKey('They answered every question quickly and delivered exactly on the date they promised.'), authorimg: 'author-6', authorname: 'Omar Haddad', authordesig: i18nKey('Director, Haddad Logistics') },
  { fromtext: 'Yelp', description: i18nKey('Our online store is fast and simple, and sales grew in the first month. Highly recommended.'), authorimg: 'author-7', authorname: 'Emma Johansson', authordesig: i18nKey('Owner, Nordic Home') },
  { fromtext: 'Yelp', description: i18nKey('Great support after launch as well. Small changes are done the same day.'), authorimg: 'author-8', authorname: 'Lucas Moreau', authordesig: i18nKey('Chef, Bistro Moreau') },
  { fromtext: 'Yelp', description: i18nKey('They made our complicated services easy to understand online. Our clients noticed right away.'), authorimg: 'author-9', authorname: 'Nia Williams', authordesig: i18nKey('Partner, Williams Law') },
];
