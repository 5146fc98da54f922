import { PricingPlans } from '../components/PricingPlans';
import { Section } from '../components/PageFrame';

/** The pricing section of the agency homes: plans and billing toggle. */
export function PricingSection() {
  return (
    <Section aria-labelledby="pricing-heading">
      <div className="container">
        <div className="section-heading">
          <span className="section-sub">Pricing plan</span>
          <h2 id="pricing-heading">Find the right plan</h2>
          <p>Choose yearly billing to save, or pay month by month.</p>
        </div>
        <PricingPlans />
      </div>
    </Section>
  );
}
