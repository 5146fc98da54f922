import styled from 'styled-components';
import { PageFrame } from '../components/PageFrame';
import { useTranslation } from '../i18n';

// Set at build time; lets an operator (and the architecture tests) tell two builds apart.
const BUILD_STAMP = process.env.PORTAL_BUILD_STAMP;

const Specimen = styled.div`
  max-width: 48rem;
  h2 {
    font-size: 2rem;
  }
  h3 {
    font-size: 1.6rem;
  }
  h4 {
    font-size: 1.3rem;
  }
  h5 {
    font-size: 1.1rem;
  }
  h6 {
    font-size: 1rem;
  }
  blockquote {
    margin: 1.5rem 0;
    padding: 0.5rem 1.25rem;
    border-left: 4px solid var(--color-primary);
    font-size: 1.15rem;
  }
  code {
    background: var(--color-surface);
    padding: 0.1rem 0.35rem;
    border-radius: 4px;
  }
  hr {
    border: 0;
    border-top: 1px solid var(--color-border);
    margin: 2rem 0;
  }
`;

/** Exposed as './TypographyPage': the template's type specimen (static demo content). */
export default function TypographyPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Typography')}>
      <div className="container">
        {BUILD_STAMP ? <p className="build-stamp">{t('Build {{stamp}}', { stamp: BUILD_STAMP })}</p> : null}
        <Specimen>
          <h2>{t('Heading two')}</h2>
          <h3>{t('Heading three')}</h3>
          <h4>{t('Heading four')}</h4>
          <h5>{t('Heading five')}</h5>
          <h6>{t('Heading six')}</h6>
          <hr />
          <p>
            {t('Body text is set for long reading: short lines, generous spacing and enough contrast in both themes. Text can be')}{' '}
            <strong>{t('strong')}</strong>, <em>{t('emphasised')}</em>, <a href="#typography-lists">{t('linked')}</a>, {t('or contain')} <code>{t('inline code')}</code>.
          </p>
          <blockquote>
            <p>{t('A quotation stands apart from the text around it.')}</p>
          </blockquote>
          <h2 id="typography-lists">{t('Lists')}</h2>
          <ul>
            <li>{t('Unordered lists group related items.')}</li>
            <li>{t('Each item starts with a bullet.')}</li>
          </ul>
          <ol>
            <li>{t('Ordered lists show a sequence.')}</li>
            <li>{t('Numbers make the order clear.')}</li>
          </ol>
        </Specimen>
      </div>
    </PageFrame>
  );
}
