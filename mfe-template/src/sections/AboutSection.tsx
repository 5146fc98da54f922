import { useMemo } from 'react';
import styled from 'styled-components';
import { RemoteSlot } from '@portal/shared';
import { Section } from '../components/PageFrame';
import { useTranslation } from '../i18n';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  @media (min-width: 992px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

/** About Us with the quote form that mfe-contact owns (composed at run time, never imported). */
export function AboutSection() {
  const { t } = useTranslation();
  // The same element between renders, as RemoteSlot asks.
  const loading = useMemo(() => <p role="status">{t('Loading...')}</p>, [t]);
  return (
    <Section aria-labelledby="about-us-heading">
      <div className="container">
        <Layout>
          <div className="section-heading">
            <span className="section-sub">{t('About Us')}</span>
            <h2 id="about-us-heading">{t('Alone we can do so little; together we can do so much.')}</h2>
            <p>
              {t('We are a small team of designers, developers and writers. For fifteen years we have helped organisations of every size explain what they do and serve people better online.')}
            </p>
            <p>{t('Tell us about your project and we will send you an estimate within two working days.')}</p>
          </div>
          <RemoteSlot widget="contact/QuoteForm" loading={loading} />
        </Layout>
      </div>
    </Section>
  );
}
