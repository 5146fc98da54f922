import type { FolderAppointment } from '@portal/contract';
import { Link } from '@portal/shared';
import { useTranslation } from './i18n';
import { ActionForm } from './folder-forms';

function AppointmentItem({ item }: { item: FolderAppointment }) {
  const { t } = useTranslation();
  const status: Record<FolderAppointment['status'], string> = {
    booked: t('Booked'), cancelled: t('Cancelled'), attended: t('Attended'), missed: t('Missed'),
  };
  return (
    <li>
      <p className="item-title">{item.procedure?.name ?? t('Appointment')} · {item.code}</p>
      <p>{t('{{date}} from {{start}} to {{end}}', { date: item.date, start: item.start, end: item.end })} · {item.office.name}, {item.office.address}</p>
      <p>{t('State')}: {status[item.status]}{item.cancel_reason ? ` (${item.cancel_reason})` : ''}</p>
      {item.can_cancel ? (
        <Link to={`/mi-carpeta?cambiar=${encodeURIComponent(item.code)}`} className="btn inline-link" aria-label={t('Change the day or time of {{code}}', { code: item.code })}>{t('Change day or time')}</Link>
      ) : null}
      {item.can_cancel ? (
        <ActionForm action="cancelar" fields={{ id: String(item.id) }} label={t('Cancel appointment {{code}}', { code: item.code })} className="inline-form">
          <button type="submit" className="btn">{t('Cancel this appointment')}</button>
        </ActionForm>
      ) : null}
    </li>
  );
}

/** Upcoming appointments (which can still be moved or cancelled) and past ones. */
export function FolderAppointments({ items }: { items: FolderAppointment[] }) {
  const { t } = useTranslation();
  const upcoming = items.filter((item) => item.can_cancel).reverse();
  const past = items.filter((item) => !item.can_cancel);
  return (
    <section aria-labelledby="folder-appointments">
      <h2 id="folder-appointments">{t('My appointments')}</h2>
      <h3>{t('Upcoming')}</h3>
      {upcoming.length > 0 ? <ul className="items">{upcoming.map((item) => <AppointmentItem key={item.id} item={item} />)}</ul> : <p className="muted">{t('You have no upcoming appointments.')}</p>}
      <p><a href="/procedures">{t('Book an appointment')}</a></p>
      {past.length > 0 ? (
        <>
          <h3>{t('Past and cancelled')}</h3>
          <ul className="items">{past.map((item) => <AppointmentItem key={item.id} item={item} />)}</ul>
        </>
      ) : null}
    </section>
  );
}
