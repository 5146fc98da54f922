import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';
import { useTranslation } from '../i18n';

/** Spec section 9's fallback when the customer has no address. */
export const FALLBACK_ADDRESS = 'Gestión Ciudad, Caracas, Venezuela.';

/** The customer's address, phone and e-mail. A missing phone or e-mail is left out, never shown as a placeholder. */
export function ContactBlock() {
  const customer = useAtomValue(currentCustomerAtom);
  const { t } = useTranslation();
  const phone = customer?.phone?.trim();
  const email = customer?.email?.trim();
  return (
    <address className="contact-block">
      <dl>
        <dt>{t('Address')}</dt>
        <dd>{customer?.address?.trim() || FALLBACK_ADDRESS}</dd>
        {phone ? (
          <>
            <dt>{t('Phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>{t('E-mail')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </address>
  );
}
