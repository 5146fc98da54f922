import { FaqList } from '../components/FaqList';
import { PageFrame, Section } from '../components/PageFrame';
import { PricingPlans } from '../components/PricingPlans';
import { useTranslation } from '../i18n';

/** Exposed as './PricingTablePage': the plans with the billing toggle, then the FAQ. */
export default function PricingTablePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('Pricing Table')} lead={t('Simple plans with no hidden costs. Switch between yearly and monthly billing.')}>
      <div className="container">
        <PricingPlans headingLevel={2} />
      </div>
      <Section aria-labelledby="faq-heading">
        <div className="container">
          <div className="section-heading">
            <span className="section-sub">{t('FAQ')}</span>
            <h2 id="faq-heading">{t('Frequently asked questions')}</h2>
          </div>
          <FaqList />
        </div>
      </Section>
    </PageFrame>
  );
}
