import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { currentCustomerAtom, nextOpeningSentence, readBoot, useBusinessHours } from '@portal/shared';
import { useTranslation } from '../i18n';

// Spec section 9: what the office block shows when the customer has no address or phone.
export const FALLBACK_ADDRESS = 'Gestión Ciudad, Caracas, Venezuela.';
export const FALLBACK_PHONE = '{phone}';

const Blocks = styled.div`
  display: grid;
  gap: 1rem;
  section { padding: 1.25rem; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-surface); }
  h2 { font-size: 1.25rem; }
  p { margin: 0 0 0.5rem; }
  .logo { display: block; width: 96px; height: 96px; object-fit: contain; margin-bottom: 0.75rem; }
  a { overflow-wrap: anywhere; }
`;

/** Media paths are relative to /djmedia/ on the API host (spec section 7). */
function mediaUrl(path: string): string {
  return `${readBoot().apiHost}/djmedia/${path.replace(/^\/+/, '')}`;
}

/** Phone, email and office (SEDE) blocks of the contact page, from the current customer. */
export function ContactInfo() {
  const customer = useAtomValue(currentCustomerAtom);
  const { t } = useTranslation();
  const { open, next } = useBusinessHours(60_000);
  const phone = customer?.phone?.trim();
  const email = customer?.email?.trim();
  const address = customer?.address?.trim() || FALLBACK_ADDRESS;
  return (
    <Blocks>
      <section aria-labelledby="contact-phone-block">
        <h2 id="contact-phone-block">{t('Phone')}</h2>
        <p>{t('Customer service from Monday to Friday, 8:00 to 16:00, except holidays.')}</p>
        <p className="open-now" data-open={open}>{open ? t('We are available. Call now.') : `${t('We are closed now.')} ${nextOpeningSentence(next)}`}</p>
        <p>{phone ? <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>{phone}</a> : FALLBACK_PHONE}</p>
      </section>
      <section aria-labelledby="contact-email-block">
        <h2 id="contact-email-block">{t('E-mail')}</h2>
        <p>{t('Our support team answers within 48 hours in office hours.')}</p>
        {email && (
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        )}
      </section>
      <section aria-labelledby="contact-office-block">
        <h2 id="contact-office-block">{t('Office (heading)')}</h2>
        {customer?.logo && <img className="logo" src={mediaUrl(customer.logo)} alt={t('Logo of {{name}}', { name: customer.name })} width={96} height={96} />}
        <p>{address}</p>
      </section>
    </Blocks>
  );
}
