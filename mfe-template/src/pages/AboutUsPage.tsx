import { Artwork } from '../components/Artwork';
import { CardGrid, PageFrame, Section, TextWithArt } from '../components/PageFrame';
import { TeamCard } from '../components/TeamCard';
import { COMPANY_COUNTERS } from '../data/counters';
import { TEAM } from '../data/team';
import { ClientsSection } from '../sections/ClientsSection';
import { CountersSection } from '../sections/CountersSection';
import { useTranslation } from '../i18n';

/** Exposed as './AboutUsPage'. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('About Us')} lead={t('A small studio with a simple idea: useful things, made with care.')}>
      <Section aria-labelledby="story-heading">
        <div className="container">
          <TextWithArt>
            <div>
              <span className="section-sub">{t('Our story')}</span>
              <h2 id="story-heading">{t('We help organisations explain what they do')}</h2>
              <p>
                {t('We started as two friends designing websites for neighbourhood shops. Today we are a team of designers, developers, marketers and writers, but we still work the same way: we listen first, we keep things simple, and we stay with our clients long after launch.')}
              </p>
              <p>{t('Our work is used every day by banks, schools, charities, transit networks and small businesses.')}</p>
            </div>
            <Artwork seed="about-story" />
          </TextWithArt>
        </div>
      </Section>
      <CountersSection counters={COMPANY_COUNTERS} sub={t('In numbers')} title={t('Experience you can count on')} id="company-counters-heading" />
      <Section aria-labelledby="about-team-heading">
        <div className="container">
          <h2 id="about-team-heading">{t('Meet the people behind the work')}</h2>
          <CardGrid $columns={4}>
            {TEAM.slice(0, 4).map((member) => (
              <li key={member.id}>
                <TeamCard member={member} headingLevel={3} />
              </li>
            ))}
          </CardGrid>
        </div>
      </Section>
      <ClientsSection />
    </PageFrame>
  );
}
