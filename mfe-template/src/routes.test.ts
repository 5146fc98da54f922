import table from './routes.json';
import { CASE_STUDIES } from './data/case-studies';
import { PROJECTS } from './data/projects';
import { SERVICES } from './data/services';
import { TEAM } from './data/team';
import { slugify } from './domain/slug';

// The portal server cannot read this remote's data, so each detail route lists its slugs in the
// route table the build publishes, and the server answers 404 for any other (docs/citizen-services.md, "No door to
// nowhere"). These lists must be exactly the slugs the pages find: an item added to the data
// without its slug would answer 404, a slug left over would answer 200 with the 404 page.
const DETAIL_PAGES: [string, readonly { title: string }[]][] = [
  ['/service-details/:slug', SERVICES],
  ['/project-details/:slug', PROJECTS],
  ['/team-details/:slug', TEAM],
  ['/case-details/:slug', CASE_STUDIES],
];

test.each(DETAIL_PAGES)('%s lists exactly the slugs of its demo items', (path, items) => {
  const route = table.routes.find((entry) => entry.path === path) as { params?: { slug?: string[] } } | undefined;
  expect(route?.params?.slug).toEqual(items.map((item) => slugify(item.title)));
});
