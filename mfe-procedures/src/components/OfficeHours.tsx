import { Fragment } from 'react';
import { openingHoursLines, openingPeriodLabel, type OpeningPeriod } from '@portal/contract';
import { formatDate } from '@portal/shared';
import { useTranslation } from '../i18n';

/**
 * An office's opening hours, from its schedules (never typed as text): one line per set of weekdays
 * ('Lunes a viernes: 8:00–12:00 y 13:00–16:00'); a period with an end or a start says so.
 */
export function OfficeHours({ hours }: { hours: readonly OpeningPeriod[] }) {
  const { t } = useTranslation();
  // A calendar day: named at noon UTC so no time zone moves it.
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');
  const lines = hours.flatMap((period) => {
    const label = openingPeriodLabel(period.valid_from, period.valid_to, t, day);
    return openingHoursLines(period.days, t).map((line) => (label ? `${label}: ${line}` : line));
  });
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
