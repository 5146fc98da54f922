import { i18nKey } from '../i18n';
import type { SocialLink, TeamMember } from './types';

function social(handle: string): SocialLink[] {
  return [
    { network: 'Facebook', url: `https://www.facebook.com/${handle}` },
    { network: 'Twitter', url: `https://twitter.com/${handle}` },
    { network: 'LinkedIn', url: `https://www.linkedin.com/in/${handle}` },
  ];
}

/** The agency template's team (spec section 3). */
export const TEAM: readonly TeamMember[] = [
  { id: 1, thumb: 'team-1', title: 'Amelia Hart', designation: i18nKey('Founder & CEO'), description: i18nKey('Amelia started the studio fifteen years ago and still reviews every project brief herself. She believes good design is mostly good listening.'), social: social('ameliahart') },
  { id: 2, thumb: 'team-2', title: 'Daniel Ortiz', designation: i18nKey('Creative Director'), description: i18nKey('Daniel leads the design team and has shaped brands for cooperatives, banks and charities. He sketches every idea on paper first.'), social: social('danielortiz') },
  { id: 3, thumb: 'team-3', title: 'Sofía Núñez', designation: i18nKey('Lead Developer'), description: i18nKey('Sofía builds fast, accessible websites and mentors the junior developers. She is happiest when a page loads in under a second.'), social: social('sofianunez') },
  { id: 4, thumb: 'team-4', title: 'Liam Chen', designation: i18nKey('Mobile Engineer'), description: i18nKey('Liam writes the apps our clients carry in their pockets and tests them on the oldest phones he can find.'), social: social('liamchen') },
  { id: 5, thumb: 'team-5', title: 'Grace Okafor', designation: i18nKey('Marketing Strategist'), description: i18nKey('Grace plans campaigns around real numbers and explains them without jargon.'), social: social('graceokafor') },
  { id: 6, thumb: 'team-6', title: 'Mateo Rossi', designation: i18nKey('UX Researcher'), description: i18nKey('Mateo runs interviews and usability tests, and makes sure every decision is backed by what users actually do.'), social: social('mateorossi') },
  { id: 7, thumb: 'team-7', title: 'Hannah Weber', designation: i18nKey('Content Strategist'), description: i18nKey('Hannah turns complicated information into plain language people can act on.'), social: social('hannahweber') },
  { id: 8, thumb: 'team-8', title: 'Yusuf Demir', designation: i18nKey('Project Manager'), description: i18nKey('Yusuf keeps projects on time and on budget, and keeps clients informed every week.'), social: social('yusufdemir') },
];
