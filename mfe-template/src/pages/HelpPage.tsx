import { Link } from '@portal/shared';
import styled from 'styled-components';
import { PageFrame } from '../components/PageFrame';
import { HELP_TOPICS, SCREENSHOT_SIZE } from '../help/help-topics';
import { ownAssetUrl } from '../help/own-asset-url';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Body = styled.div`
  max-width: 60rem;
  nav ul,
  .more {
    padding-left: 1.4rem;
  }
  nav a,
  .start a,
  .more a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .topic {
    margin-top: 2.5rem;
    display: grid;
    gap: 1rem 2rem;
    align-items: start;
  }
  @media (min-width: 768px) {
    .topic {
      grid-template-columns: minmax(0, 1fr) ${SCREENSHOT_SIZE.width / 16}rem;
    }
    .topic h2 {
      grid-column: 1 / -1;
    }
  }
  h2 {
    font-size: 1.35rem;
    margin: 0;
  }
  ol {
    padding-left: 1.4rem;
    margin-top: 0;
  }
  li + li {
    margin-top: 0.5rem;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid var(--color-border);
    border-radius: var(--radius);
  }
`;

/** /ayuda: how to book, start a request, follow it and validate a certificate, each with a screenshot of the site. */
export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Help: how to use the portal')} lead={t('The procedures a citizen can do here, step by step.')}>
      <div className="container">
        <Body>
          <nav aria-labelledby="help-contents">
            <h2 id="help-contents">{t('On this page')}</h2>
            <ul>
              {HELP_TOPICS.map((topic) => (
                <li key={topic.id}>
                  <a href={`#${topic.id}`}>{t(topic.title)}</a>
                </li>
              ))}
              <li>
                <a href="#mas-ayuda">{t('More help')}</a>
              </li>
            </ul>
          </nav>
          {HELP_TOPICS.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} className="topic">
              <h2 id={`${topic.id}-title`}>{t(topic.title)}</h2>
              <div>
                <ol>
                  {topic.steps.map((step) => (
                    <li key={step}>{t(step)}</li>
                  ))}
                </ol>
                <p className="start">
                  <Link to={topic.start.to}>{t(topic.start.label)}</Link>
                </p>
              </div>
              <img src={ownAssetUrl(topic.screenshot.file)} alt={t(topic.screenshot.alt)} width={SCREENSHOT_SIZE.width} height={SCREENSHOT_SIZE.height} loading="lazy" decoding="async" />
            </section>
          ))}
          <section id="mas-ayuda" aria-labelledby="mas-ayuda-title" className="topic">
            <h2 id="mas-ayuda-title">{t('More help')}</h2>
            <ul className="more">
              <li>
                <Link to={pages.holidays.href()}>{t('Holiday calendar')}</Link>
                {t(': on holidays the offices are closed and give no appointments.')}
              </li>
              <li>
                <Link to="/accesibilidad">{t('Accessibility statement')}</Link>
                {t(': what this portal does for accessibility, and how to report a barrier.')}
              </li>
              <li>
                <Link to={pages.contact.href()}>{t('Contact')}</Link>
                {t(': if you still need help, write to the city hall.')}
              </li>
            </ul>
          </section>
        </Body>
      </div>
    </PageFrame>
  );
}
