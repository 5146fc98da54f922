import { i18nKey } from '../i18n';
import type { Project, ProjectCategory } from './types';

function project(id: number, title: string, category: ProjectCategory[], excerpt: string, body: string[]): Project {
  return { id, title, category, excerpt, body, image: `project-${id}` };
}

/** The agency template's portfolio (spec section 3). The full-width pages use the first 16. */
export const PROJECTS: readonly Project[] = [
  project(1, i18nKey('Green Valley Identity'), ['Branding'], i18nKey('A fresh identity for an organic farming cooperative.'), [
    i18nKey('Green Valley needed a brand that felt honest and local without looking old-fashioned.'),
    i18nKey('We designed a leaf-and-field logo, an earthy palette and packaging templates the cooperative can print in small runs.'),
  ]),
  project(2, i18nKey('City Bike App'), ['Mobile'], i18nKey('Find, unlock and return shared bikes in two taps.'), [
    i18nKey('The previous app took seven screens to rent a bike; riders gave up at the station.'),
    i18nKey('Our redesign shows the nearest bikes on launch and unlocks them from the lock screen, cutting the rental time to under ten seconds.'),
  ]),
  project(3, i18nKey('Harbour Coffee Rebrand'), ['Branding', 'Illustration'], i18nKey('Hand-drawn illustrations for a seaside roastery.'), [
    i18nKey('Harbour Coffee wanted its cups and bags to tell the story of the fishing town it comes from.'),
    i18nKey('A set of twelve illustrations now appears on packaging, the shop walls and the website.'),
  ]),
  project(4, i18nKey('Health Tracker'), ['Mobile', 'Web Design'], i18nKey('A calm companion app for daily health habits.'), [
    i18nKey('Most health apps shout; this one had to feel supportive.'),
    i18nKey('Soft colours, large touch targets and weekly summaries instead of constant alerts made daily use grow by forty percent.'),
  ]),
  project(5, i18nKey('Northwind Logistics'), ['Branding', 'Web Design'], i18nKey('A confident brand and website for a freight company.'), [
    i18nKey('Northwind had grown from one truck to two hundred, but its brand still looked like a family business card.'),
    i18nKey('The new identity and website present the company as the reliable partner it has become.'),
  ]),
  project(6, i18nKey('Recipe Box'), ['Mobile'], i18nKey('Plan the week’s meals and build the shopping list automatically.'), [
    i18nKey('Recipe Box turns saved recipes into a single shopping list grouped by supermarket aisle.'),
    i18nKey('Offline mode means the list still works in the basement of the store.'),
  ]),
  project(7, i18nKey('Lumen Studio'), ['Branding'], i18nKey('A minimal identity for an architecture studio.'), [
    i18nKey('Lumen designs buildings around daylight; the brand plays with light and shadow in the same way.'),
    i18nKey('The logo changes tone between the light and dark versions of the website.'),
  ]),
  project(8, i18nKey('Market Day Campaign'), ['Marketing'], i18nKey('A city-wide campaign for a weekend farmers’ market.'), [
    i18nKey('Posters, social media and a short video brought twice as many visitors to the opening weekend.'),
    i18nKey('Every piece shared the same bright illustration style so the campaign was recognisable at a glance.'),
  ]),
  project(9, i18nKey('Travel Buddy'), ['Mobile', 'Branding'], i18nKey('A travel planner with a friendly mascot.'), [
    i18nKey('Travel Buddy keeps tickets, bookings and maps in one place, even without a connection.'),
    i18nKey('A small mascot guides first-time users through the app and appears in every marketing piece.'),
  ]),
  project(10, i18nKey('Atlas Bank Portal'), ['Web Design'], i18nKey('Online banking redesigned around the tasks people do most.'), [
    i18nKey('Customers mostly check balances and pay bills, yet those tasks were buried three levels deep.'),
    i18nKey('The new portal puts them on the first screen and passed an external accessibility audit on the first try.'),
  ]),
  project(11, i18nKey('Bloom Florist'), ['Branding', 'Illustration'], i18nKey('Watercolour branding for a neighbourhood florist.'), [
    i18nKey('Bloom’s new identity uses hand-painted flowers that change with the seasons.'),
    i18nKey('Gift cards, ribbons and the shop sign all come from the same set of artwork.'),
  ]),
  project(12, i18nKey('Fitness Club App'), ['Mobile'], i18nKey('Book classes and track visits at any club location.'), [
    i18nKey('Members can reserve a class, join a waiting list and check in with a code on their phone.'),
    i18nKey('Class attendance rose because forgotten bookings are now released automatically.'),
  ]),
  project(13, i18nKey('Summit Conference'), ['Marketing', 'Web Design'], i18nKey('Website and ticketing for a three-day tech conference.'), [
    i18nKey('The site published the programme, speaker profiles and a ticket shop in six weeks.'),
    i18nKey('A schedule builder let attendees plan their days and add sessions to their calendars.'),
  ]),
  project(14, i18nKey('Pixel Toys'), ['Branding'], i18nKey('A playful brand for a wooden toy maker.'), [
    i18nKey('Pixel Toys makes simple wooden toys; the brand borrows their chunky shapes and primary colours.'),
    i18nKey('The packaging doubles as a play mat once the toy is unwrapped.'),
  ]),
  project(15, i18nKey('Parking Finder'), ['Mobile'], i18nKey('Real-time parking availability for a busy downtown.'), [
    i18nKey('Sensors in two thousand spaces feed an app that shows where a space is free right now.'),
    i18nKey('Drivers spend less time circling and the city measured a drop in downtown traffic.'),
  ]),
  project(16, i18nKey('Ocean Trust'), ['Branding', 'Marketing'], i18nKey('Identity and fundraising campaign for a marine charity.'), [
    i18nKey('Ocean Trust needed to stand out among many environmental charities.'),
    i18nKey('A bold wave symbol and a campaign built around real volunteers doubled online donations.'),
  ]),
  project(17, i18nKey('Library Reader'), ['Mobile', 'Web Design'], i18nKey('Borrow e-books and audiobooks from the public library.'), [
    i18nKey('Readers search the catalogue, borrow titles and read them in the same app.'),
    i18nKey('Large text settings and a screen-reader friendly player were designed in from the start.'),
  ]),
  project(18, i18nKey('Craft Brewery Labels'), ['Branding', 'Illustration'], i18nKey('A label system for twelve seasonal beers.'), [
    i18nKey('Each label is different, yet the range is clearly one family thanks to a shared grid and type.'),
    i18nKey('The brewery can create new labels itself from the templates we delivered.'),
  ]),
];
