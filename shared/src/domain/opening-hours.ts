// The "open now" texts of every container (issue 19): the rule itself is @portal/contract's
// businessHoursAt (Monday to Friday 8:00–16:00 on the customer's clock, minus their holidays);
// this hook feeds it the current customer and the clock, and words the next opening.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { businessHoursAt, type BusinessHoursState, type NextOpening } from '@portal/contract';
import { currentCustomerAtom } from '../state/atoms';
import { renderTime } from '../http/boot';
import { currentLanguage, i18nKey, translate } from '../i18n';
import { dateTimeFormat } from './date-time-format';

/** The locale of numbers and dates for the page's language (spec section 9: es-VE by default). */
export function displayLocale(): string {
  return currentLanguage() === 'en' ? 'en-US' : 'es-VE';
}

/** Support hours right now for the current customer, checked again every `everyMs`. */
export function useBusinessHours(everyMs = 60_000): BusinessHoursState {
  const customer = useAtomValue(currentCustomerAtom);
  const [now, setNow] = useState(renderTime);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return businessHoursAt(now, customer?.timeZone, customer?.holidays ?? []);
}

/** 'Abrimos hoy a las 8:00.', '… mañana …', '… el lunes …', or '… el lunes 4 de enero …' a week or more ahead. */
export function nextOpeningSentence(next: NextOpening | null): string {
  if (!next) return '';
  const time = `${next.hour}:00`;
  if (next.daysAhead === 0) return translate(i18nKey('We open today at {{time}}.'), { time });
  if (next.daysAhead === 1) return translate(i18nKey('We open tomorrow at {{time}}.'), { time });
  // The day is a calendar date: name it at noon UTC so no time zone moves it.
  const noon = new Date(`${next.date}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    next.daysAhead < 7 ? { weekday: 'long', timeZone: 'UTC' } : { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
  const day = dateTimeFormat(displayLocale(), options).format(noon);
  return translate(i18nKey('We open on {{day}} at {{time}}.'), { day, time });
}
