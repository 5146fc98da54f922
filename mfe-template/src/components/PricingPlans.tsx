import { useId, useState } from 'react';
import { Link } from '@portal/shared';
import styled from 'styled-components';
import { DEFAULT_BILLING, PRICING_PLANS } from '../data/pricing';
import type { BillingOption } from '../data/types';
import { planPrice } from '../domain/billing';
import { BillingToggle } from './BillingToggle';
import { CardGrid } from './PageFrame';
import { useTranslation } from '../i18n';
import { pages } from '@portal/pages';

const Plan = styled.article`
  height: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  padding: 1.75rem;
  background: var(--color-bg);
  box-shadow: var(--shadow);
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h3 {
    font-size: 1.35rem;
    margin: 0;
  }
  .price {
    font-size: 2.2rem;
    font-weight: 700;
    margin: 0;
  }
  .duration {
    font-size: 1rem;
    font-weight: 400;
    color: var(--color-muted);
  }
  ul {
    padding-left: 1.2rem;
    margin: 0;
    flex: 1;
  }
  p {
    margin: 0;
  }
`;

/** The three plans with the billing toggle above them; prices follow the chosen period. */
export function PricingPlans({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [billing, setBilling] = useState<BillingOption['id']>(DEFAULT_BILLING);
  const name = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="pricing-plans">
      <BillingToggle name={name} value={billing} onChange={setBilling} />
      <CardGrid $columns={3}>
        {PRICING_PLANS.map((plan) => {
          const { price, duration } = planPrice(plan, billing);
          return (
            <li key={plan.title}>
              <Plan>
                <Heading>{t(plan.title)}</Heading>
                <p>{t(plan.subtitle)}</p>
                <p className="price">
                  {price} <span className="duration">{t(duration)}</span>
                </p>
                <ul>
                  {plan.facility.map((item) => (
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
                <Link className="btn" to={pages.contact.href()}>
                  {t('Get Started')}
                </Link>
              </Plan>
            </li>
          );
        })}
      </CardGrid>
    </div>
  );
}
