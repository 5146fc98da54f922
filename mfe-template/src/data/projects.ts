import type { Project, ProjectCategory } from './types';

function project(id: number, title: string, category: ProjectCategory[], excerpt: string, body: string[]): Project {
  return { id, title, category, excerpt, body, image: `project-${id}` };
}

/** The agency template's portfolio (spec section 3). The full-width pages use the first 16. */
export const PROJECTS: readonly Project[] = [
  project(1, 'Green Valley Identity', ['Branding'], 'A fresh identity for an organic farming cooperative.', [
    'Green Valley needed a brand that felt honest and local without looking old-fashioned.',
    'We designed a leaf-and-field logo, an earthy palette and packaging templates the cooperative can print in small runs.',
  ]),
  project(2, 'City Bike App', ['Mobile'], 'Find, unlock and return shared bikes in two taps.', [
    'The previous app took seven screens to rent a bike; riders gave up at the station.',
    'Our redesign shows the nearest bikes on launch and unlocks them from the lock screen, cutting the rental time to under ten seconds.',
  ]),
  project(3, 'Harbour Coffee Rebrand', ['Branding', 'Illustration'], 'Hand-drawn illustrations for a seaside roastery.', [
    'Harbour Coffee wanted its cups and bags to tell the story of the fishing town it comes from.',
    'A set of twelve illustrations now appears on packaging, the shop walls and the website.',
  ]),
  project(4, 'Health Tracker', ['Mobile', 'Web Design'], 'A calm companion app for daily health habits.', [
    'Most health apps shout; this one had to feel supportive.',
    'Soft colours, large touch targets and weekly summaries instead of constant alerts made daily use grow by forty percent.',
  ]),
  project(5, 'Northwind Logistics', ['Branding', 'Web Design'], 'A confident brand and website for a freight company.', [
    'Northwind had grown from one truck to two hundred, but its brand still looked like a family business card.',
    'The new identity and website present the company as the reliable partner it has become.',
  ]),
  project(6, 'Recipe Box', ['Mobile'], 'Plan the week’s meals and build the shopping list automatically.', [
    'Recipe Box turns saved recipes into a single shopping list grouped by supermarket aisle.',
    'Offline mode means the list still works in the basement of the store.',
  ]),
  project(7, 'Lumen Studio', ['Branding'], 'A minimal identity for an architecture studio.', [
    'Lumen designs buildings around daylight; the brand plays with light and shadow in the same way.',
    'The logo changes tone between the light and dark versions of the website.',
  ]),
  project(8, 'Market Day Campaign', ['Marketing'], 'A city-wide campaign for a weekend farmers’ market.', [
    'Posters, social media and a short video brought twice as many visitors to the opening weekend.',
    'Every piece shared the same bright illustration style so the campaign was recognisable at a glance.',
  ]),
  project(9, 'Travel Buddy', ['Mobile', 'Branding'], 'A travel planner with a friendly mascot.', [
    'Travel Buddy keeps tickets, bookings and maps in one place, even without a connection.',
    'A small mascot guides first-time users through the app and appears in every marketing piece.',
  ]),
  project(10, 'Atlas Bank Portal', ['Web Design'], 'Online banking redesigned around the tasks people do most.', [
    'Customers mostly check balances and pay bills, yet those tasks were buried three levels deep.',
    'The new portal puts them on the first screen and passed an external accessibility audit on the first try.',
  ]),
  project(11, 'Bloom Florist', ['Branding', 'Illustration'], 'Watercolour branding for a neighbourhood florist.', [
    'Bloom’s new identity uses hand-painted flowers that change with the seasons.',
    'Gift cards, ribbons and the shop sign all come from the same set of artwork.',
  ]),
  project(12, 'Fitness Club App', ['Mobile'], 'Book classes and track visits at any club location.', [
    'Members can reserve a class, join a waiting list and check in with a code on their phone.',
    'Class attendance rose because forgotten bookings are now released automatically.',
  ]),
  project(13, 'Summit Conference', ['Marketing', 'Web Design'], 'Website and ticketing for a three-day tech conference.', [
    'The site published the programme, speaker profiles and a ticket shop in six weeks.',
    'A schedule builder let attendees plan their days and add sessions to their calendars.',
  ]),
  project(14, 'Pixel Toys', ['Branding'], 'A playful brand for a wooden toy maker.', [
    'Pixel Toys makes simple wooden toys; the brand borrows their chunky shapes and primary colours.',
    'The packaging doubles as a play mat once the toy is unwrapped.',
  ]),
  project(15, 'Parking Finder', ['Mobile'], 'Real-time parking availability for a busy downtown.', [
    'Sensors in two thousand spaces feed an app that shows where a space is free right now.',
    'Drivers spend less time circling and the city measured a drop in downtown traffic.',
  ]),
  project(16, 'Ocean Trust', ['Branding', 'Marketing'], 'Identity and fundraising campaign for a marine charity.', [
    'Ocean Trust needed to stand out among many environmental charities.',
    'A bold wave symbol and a campaign built around real volunteers doubled online donations.',
  ]),
  project(17, 'Library Reader', ['Mobile', 'Web Design'], 'Borrow e-books and audiobooks from the public library.', [
    'Readers search the catalogue, borrow titles and read them in the same app.',
    'Large text settings and a screen-reader friendly player were designed in from the start.',
  ]),
  project(18, 'Craft Brewery Labels', ['Branding', 'Illustration'], 'A label system for twelve seasonal beers.', [
    'Each label is different, yet the range is clearly one family thanks to a shared grid and type.',
    'The brewery can create new labels itself from the templates we delivered.',
  ]),
];
