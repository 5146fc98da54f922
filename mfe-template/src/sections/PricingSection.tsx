import { PricingPlans } from '../components/PricingPlans';
import { Section } from '../components/PageFrame';
import { useTranslation } from '../i18n';

/** The pricing section of the agency homes: plans and billing toggle. */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="pricing-heading">
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">{t('Pricing plan')}</span>
          <h2 id="pricing-heading">{t('Find the right plan')}</h2>
          <p>{t('Choose yearly billing to save, or pay month by month.')}</p>
        </div>
        <PricingPlans />
      </div>
    </Section>
  );
}
