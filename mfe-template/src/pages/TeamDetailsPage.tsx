import { useNotFound, useParams } from '@portal/shared';
import styled from 'styled-components';
import { Avatar } from '../components/Artwork';
import { PageFrame } from '../components/PageFrame';
import { TEAM } from '../data/team';
import { findBySlug } from '../domain/slug';
import { useTranslation } from '../i18n';

const Profile = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: 768px) {
    grid-template-columns: auto 1fr;
  }
  .role {
    font-size: 1.2rem;
    font-weight: 600;
    color: var(--color-muted);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    list-style: none;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    min-height: 44px;
  }
`;

/** Exposed as './TeamDetailsPage': a member looked up by the slug of their name; unknown → 404. */
export default function TeamDetailsPage() {
  const { slug } = useParams();
  const { t } = useTranslation();
  const member = findBySlug(TEAM, slug);
  // An unknown slug is the site's 404 page (the server answers it 404 too: routes.json lists the slugs).
  useNotFound(!member);
  if (!member) return null;
  return (
    <PageFrame title={member.title}>
      <div className="container">
        <Profile>
          <Avatar seed={member.thumb} name={member.title} size={200} />
          <div>
            <p className="role">{t(member.designation)}</p>
            <p>{t(member.description)}</p>
            <h2>{t('Follow {{name}}', { name: member.title.split(' ')[0] })}</h2>
            <ul>
              {member.social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {link.network}
                    <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </Profile>
      </div>
    </PageFrame>
  );
}
