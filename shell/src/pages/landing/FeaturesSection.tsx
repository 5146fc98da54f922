import styled from 'styled-components';
import { up } from '@portal/shared';
import { FadeIn } from '../../motion/FadeIn';
import { i18nKey, useTranslation } from '../../i18n';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  ${up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: 1.25rem;
    border-radius: var(--radius);
    border: 1px solid var(--color-border);
  }
  h3 {
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
`;

const FEATURES = [
  { title: i18nKey('No queues'), text: i18nKey('Start your procedures from home, at any time and from any device.') },
  { title: i18nKey('Clear requirements'), text: i18nKey('Each procedure lists its requirements and its cost before you start.') },
  { title: i18nKey('Tracking'), text: i18nKey('Check the state of your requests in E-Government.') },
  { title: i18nKey('Verifiable certificates'), text: i18nKey('Validate the certificates issued by the city hall online.') },
];

/** The features section of the landing page. */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="features">
      <h2 id="features-title">{t('A municipality closer to you')}</h2>
      <FadeIn>
        <Grid>
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <h3>{t(feature.title)}</h3>
              <p>{t(feature.text)}</p>
            </li>
          ))}
        </Grid>
      </FadeIn>
    </section>
  );
}
