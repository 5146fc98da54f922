import { CardGrid, PageFrame } from '../components/PageFrame';
import { TeamCard } from '../components/TeamCard';
import { TEAM } from '../data/team';
import { useTranslation } from '../i18n';

/** Exposed as './TeamPage'. */
export default function TeamPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Our Team')} lead={t('Designers, developers, strategists and writers who love what they do.')}>
      <div className="container">
        <CardGrid $columns={4}>
          {TEAM.map((member) => (
            <li key={member.id}>
              <TeamCard member={member} />
            </li>
          ))}
        </CardGrid>
      </div>
    </PageFrame>
  );
}
