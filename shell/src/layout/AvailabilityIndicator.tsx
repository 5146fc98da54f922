import { useAtomValue } from 'jotai';
import { currentCustomerAtom } from '@portal/shared';
import { availabilityText, isAvailable } from './availability';
import { useNow } from './use-now';
import { useTranslation } from '../i18n';

/** 'Estamos disponibles. Llame ahora.' during business hours in the customer's time zone (spec section 4). */
export function AvailabilityIndicator({ className }: { className?: string }) {
  const customer = useAtomValue(currentCustomerAtom);
  const { t } = useTranslation();
  const now = useNow(60_000);
  const open = isAvailable(now, customer?.timeZone);
  return (
    <p className={`availability ${className ?? ''}`} data-available={open}>
      <span className="availability-dot" aria-hidden="true" />
      {t(availabilityText(now, customer?.timeZone))}
    </p>
  );
}
