import { Link } from '@portal/shared';
import type { TeamMember } from '../data/types';
import { slugify } from '../domain/slug';
import { Avatar } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

/** A team member in a grid: avatar, name linking to the profile, role. */
export function TeamCard({ member, headingLevel = 2 }: { member: TeamMember; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  return (
    <Card style={{ alignItems: 'center', textAlign: 'center', paddingTop: '1.5rem' }}>
      <Avatar seed={member.thumb} name={member.title} size={96} />
      <div className="card-body">
        <Heading>
          <Link to={`/team-details/${slugify(member.title)}`}>{member.title}</Link>
        </Heading>
        <p>{t(member.designation)}</p>
      </div>
    </Card>
  );
}
