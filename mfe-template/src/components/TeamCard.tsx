import styled from 'styled-components';
import { Link } from '@portal/shared';
import type { TeamMember } from '../data/types';
import { slugify } from '../domain/slug';
import { Avatar } from './Artwork';
import { Card } from './PageFrame';
import { useTranslation } from '../i18n';

// Styled, not inline: a server-rendered style attribute is refused by the CSP (issue 20).
const CentredCard = styled(Card)`
  align-items: center;
  text-align: center;
  padding-top: 1.5rem;
`;

/** A team member in a grid: avatar, name linking to the profile, role. */
export function TeamCard({ member, headingLevel = 2 }: { member: TeamMember; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  return (
    <CentredCard>
      <Avatar seed={member.thumb} name={member.title} size={96} />
      <div className="card-body">
        <Heading>
          <Link to={`/team-details/${slugify(member.title)}`}>{member.title}</Link>
        </Heading>
        <p>{t(member.designation)}</p>
      </div>
    </CentredCard>
  );
}
