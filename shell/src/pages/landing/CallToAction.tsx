import { Link, currentCustomerAtom } from '@portal/shared';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { FadeIn } from '../../motion/FadeIn';
import { useTranslation } from '../../i18n';
import { pages } from '@portal/pages';

const Box = styled.section`
  padding: 2rem 1.5rem;
  border-radius: var(--radius);
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  text-align: center;
  p {
    color: var(--color-muted);
  }
`;

/** The call to action with the customer's name; only shown when a customer is selected (spec section 6). */
export function CallToAction() {
  const customer = useAtomValue(currentCustomerAtom);
  const { t } = useTranslation();
  if (!customer) return null;
  return (
    <FadeIn>
      <Box aria-labelledby="cta-title" className="call-to-action">
        <h2 id="cta-title">{t('{{name}} is here for you', { name: customer.name })}</h2>
        <p>{t('Do you have a question, a suggestion or a complaint? Write to us and we will answer.')}</p>
        <Link to={pages.contact.href()} className="btn">
          {t('Contact us')}
        </Link>
      </Box>
    </FadeIn>
  );
}
