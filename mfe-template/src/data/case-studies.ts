import { i18nKey } from '../i18n';
import type { CaseStudy } from './types';

/** The agency template's case studies (spec section 3). */
export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: 1, thumb: 'case-1', title: 'Riverside Market', subtitle: i18nKey('E-commerce for local producers'), count_roi: 48, count_visit: 120,
    excerpt: i18nKey('An online market that lets forty local producers sell directly to their neighbours.'),
    details: i18nKey('Riverside’s producers sold only at the weekly market and lost customers whenever it rained. They needed a shared online shop that each producer could manage from a phone.'),
    solution: i18nKey('We built one storefront with a simple producer dashboard, weekly delivery slots and collection points. Orders are grouped so each producer packs once a week.'),
  },
  {
    id: 2, thumb: 'case-2', title: 'Horizon Airlines', subtitle: i18nKey('Booking flow redesign'), count_roi: 32, count_visit: 860,
    excerpt: i18nKey('A booking flow that takes half the time and works with a screen reader from start to finish.'),
    details: i18nKey('Horizon’s booking flow had eleven steps and a high drop-out rate on mobile. Customers using assistive technology could not finish a booking at all.'),
    solution: i18nKey('We reduced the flow to five steps, rebuilt the seat map as an accessible grid and tested every step with real users, including blind and low-vision travellers.'),
  },
  {
    id: 3, thumb: 'case-3', title: 'Brightside School', subtitle: i18nKey('Parent communication app'), count_roi: 25, count_visit: 45,
    excerpt: i18nKey('One app for school news, absences and parent meetings.'),
    details: i18nKey('Parents received messages by email, paper and three different apps, and important notices were missed.'),
    solution: i18nKey('A single app now carries news, absence reports and meeting bookings, with translations for the five most common home languages.'),
  },
  {
    id: 4, thumb: 'case-4', title: 'Peak Outdoor Gear', subtitle: i18nKey('Brand and online store'), count_roi: 64, count_visit: 300,
    excerpt: i18nKey('A new brand and store that turned a catalogue company into an online leader.'),
    details: i18nKey('Peak sold mostly through a printed catalogue and its website looked like a scanned copy of it.'),
    solution: i18nKey('We refreshed the brand, photographed the range in the field and launched a store with size guides and honest reviews. Returns fell as customers chose better.'),
  },
  {
    id: 5, thumb: 'case-5', title: 'Unity Health Clinic', subtitle: i18nKey('Online appointments'), count_roi: 40, count_visit: 75,
    excerpt: i18nKey('Appointments booked online instead of by phone queues.'),
    details: i18nKey('Patients waited on the phone for up to forty minutes every morning to book an appointment.'),
    solution: i18nKey('An online booking service with reminders and a waiting list freed the phone lines for patients who need them most.'),
  },
  {
    id: 6, thumb: 'case-6', title: 'Metro Transit', subtitle: i18nKey('Real-time travel information'), count_roi: 28, count_visit: 1500,
    excerpt: i18nKey('Live departures and disruption alerts for a regional transit network.'),
    details: i18nKey('Timetables were published as PDF files and disruptions were announced only at stations.'),
    solution: i18nKey('We built a live departures website and app fed by vehicle positions, with alerts for the routes each rider follows.'),
  },
];
