import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Appointment, AvailableDay, BookingField, BookingOffice } from '@portal/contract';
import { ApiError, Link, proceduresAtom, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { useProcedureCatalogue } from '../data/use-procedure-catalogue';
import { bookAppointment } from '../appointments/appointment-api';
import { AppointmentDetails } from '../appointments/AppointmentDetails';
import { AppointmentSection } from '../appointments/appointment-styles';
import { CitizenStep, EMPTY_CITIZEN, type CitizenData } from '../appointments/CitizenStep';
import { OfficeStep } from '../appointments/OfficeStep';
import { SlotStep } from '../appointments/SlotStep';
import { useHeadingFocus } from '../appointments/use-heading-focus';
import { useServerData, type PlainFormOutcome } from '../forms/plain-forms';

type Step = 'office' | 'slot' | 'citizen' | 'done';

const STEP_TITLES: Record<Exclude<Step, 'done'>, string> = {
  office: '1. Choose the office',
  slot: '2. Choose the day and time',
  citizen: '3. Your details',
};

/** What the server rendered the page with (api/src/ssr/booking-data.ts). */
interface RenderedBooking {
  procedureId: number;
  procedureName: string | null;
  offices: BookingOffice[];
  officeId: number | null;
  days: AvailableDay[] | null;
  day: string | null;
  time: string | null;
  showDay: boolean;
}

/** Where the steps start: from the address's choices when the server rendered them (without JavaScript, each step is an address). */
function startingPoint(rendered: RenderedBooking | undefined) {
  const office = rendered?.offices.find((item) => item.id === rendered.officeId) ?? null;
  if (!rendered || !office || !rendered.days) return { step: 'office' as Step, office: null, slot: null };
  const [date, start] = rendered.time?.split('T') ?? [];
  const free = rendered.days.find((day) => day.date === date)?.slots.some((item) => item.start === start) ?? false;
  // A day asked for that is not the chosen time's: that day's times.
  const otherDay = rendered.day !== null && rendered.day !== date;
  if (date && start && free && !rendered.showDay && !otherDay) return { step: 'citizen' as Step, office, slot: { date, start } };
  return { step: 'slot' as Step, office, slot: rendered.day ? { date: rendered.day, start: '' } : null };
}

/**
 * /citas/nueva?tramite={id}: book a counter appointment for a procedure in three steps (issue 17).
 * Without JavaScript each step is an address the server renders with its choices
 * (`&oficina=`, then `&hora=`), and the last one posts to the server (api/src/hosting/citizen-forms.ts).
 */
export default function BookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const procedureId = Number(params.get('tramite'));
  useProcedureCatalogue();
  const procedure = useAtomValue(proceduresAtom).find((item) => item.id === procedureId);
  const renderedData = useServerData<RenderedBooking>('booking');
  const rendered = renderedData?.procedureId === procedureId ? renderedData : undefined;
  const refused = useServerData<PlainFormOutcome>('bookingForm');
  const [start] = useState(() => startingPoint(rendered));
  const [step, setStep] = useState<Step>(start.step);
  const [office, setOffice] = useState<BookingOffice | null>(start.office);
  const [slot, setSlot] = useState<{ date: string; start: string } | null>(start.slot);
  const [citizen, setCitizen] = useState<CitizenData>(() => ({ ...EMPTY_CITIZEN, ...(refused?.values as Partial<CitizenData> | undefined) }));
  // A time taken meanwhile comes back to the times with the server's reason.
  const [slotNotice, setSlotNotice] = useState(refused && start.step === 'slot' ? refused.error.message : '');
  const [booked, setBooked] = useState<Appointment | null>(null);
  const heading = useHeadingFocus(step);
  const procedureName = procedure?.name ?? rendered?.procedureName ?? null;
  const citizenErrors = refused && start.step === 'citizen' ? (refused.error.fields as Partial<Record<BookingField, string>>) : undefined;
  const citizenAlert = refused && start.step === 'citizen' && Object.keys(refused.error.fields).length === 0 ? refused.error.message : undefined;

  if (!Number.isInteger(procedureId) || procedureId <= 0) {
    return (
      <AppointmentSection className="container">
        <h1>{t('Book an appointment')}</h1>
        <p className="notice">{t('Choose the procedure first: each procedure page has a «Book an appointment» button.')}</p>
        <Link to="/procedures">{t('Go to the catalogue')}</Link>
      </AppointmentSection>
    );
  }

  const book = async (values: CitizenData) => {
    if (!office || !slot) return;
    try {
      setBooked(await bookAppointment({ officeId: office.id, procedureId, date: slot.date, start: slot.start }, values));
      setStep('done');
    } catch (error) {
      // The slot filled (or began) while the citizen typed: back to the times, with the reason.
      if (error instanceof ApiError && error.status === 409) {
        setSlotNotice(error.message);
        setSlot(null);
        setStep('slot');
        return;
      }
      throw error;
    }
  };

  return (
    <AppointmentSection className="container booking-page">
      <h1>{t('Book an appointment')}</h1>
      {procedureName ? <p className="intro">{t('Procedure: {{name}}', { name: procedureName })}</p> : null}
      {step === 'done' && booked ? (
        <div className="success" role="status">
          <h2 ref={heading} tabIndex={-1}>{t('Your appointment is booked')}</h2>
          <p>{t('Write down your code: with it and your e-mail you can see or cancel the appointment.')}</p>
          <AppointmentDetails appointment={booked} />
          <p className="actions">
            <Link to={`/citas/${booked.code}`}>{t('See or cancel this appointment')}</Link>
            <Link to="/procedures">{t('Back to the catalogue')}</Link>
          </p>
        </div>
      ) : (
        <>
          <ol className="steps" aria-label={t('Steps')}>
            {(Object.keys(STEP_TITLES) as Exclude<Step, 'done'>[]).map((key) => (
              <li key={key} aria-current={key === step ? 'step' : undefined}>{t(STEP_TITLES[key])}</li>
            ))}
          </ol>
          <h2 ref={heading} tabIndex={-1}>{t(STEP_TITLES[step as Exclude<Step, 'done'>])}</h2>
          {step === 'office' ? (
            <OfficeStep procedureId={procedureId} chosen={office?.id ?? null} initial={rendered?.offices} onChoose={(chosen) => {
              if (chosen.id !== office?.id) setSlot(null);
              setOffice(chosen);
              setSlotNotice('');
              setStep('slot');
            }} />
          ) : null}
          {step === 'slot' && office ? (
            <SlotStep officeId={office.id} procedureId={procedureId} notice={slotNotice} chosen={slot}
              initial={rendered?.officeId === office.id ? rendered.days ?? undefined : undefined} onBack={() => setStep('office')}
              onChoose={(date, start) => { setSlot({ date, start }); setStep('citizen'); }} />
          ) : null}
          {step === 'citizen' ? (
            <CitizenStep values={citizen} onChange={setCitizen} onSubmit={book} onBack={() => setStep('slot')}
              backHref={office ? `/citas/nueva?${new URLSearchParams({ tramite: String(procedureId), oficina: String(office.id), ...(slot ? { dia: slot.date, paso: 'dia' } : {}) }).toString()}` : undefined}
              plain={office && slot ? { action: '/citas/nueva', hidden: { tramite: String(procedureId), oficina: String(office.id), hora: `${slot.date}T${slot.start}` }, errors: citizenErrors, alert: citizenAlert } : undefined} />
          ) : null}
        </>
      )}
    </AppointmentSection>
  );
}
