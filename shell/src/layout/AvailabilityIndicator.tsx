import { useAtomValue } from 'jotai';
import { availabilityText, currentCustomerAtom, isAvailable } from '@portal/shared';
import { useNow } from './use-now';

/** 'Estamos disponibles. Llame ahora.' during business hours in the customer's time zone (spec section 4). */
export function AvailabilityIndicator({ className }: { className?: string }) {
  const customer = useAtomValue(currentCustomerAtom);
  const now = useNow(60_000);
  const open = isAvailable(now, customer?.timeZone);
  return (
    <p className={`availability ${className ?? ''}`} data-available={open}>
      <span className="availability-dot" aria-hidden="true" />
      {availabilityText(now, customer?.timeZone)}
    </p>
  );
}
