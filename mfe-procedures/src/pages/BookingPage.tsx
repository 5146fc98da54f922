import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Appointment, BookingOffice } from '@portal/contract';
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

type Step = 'office' | 'slot' | 'citizen' | 'done';

const STEP_TITLES: Record<Exclude<Step, 'done'>, string> = {
  office: '1. Choose the office',
  slot: '2. Choose the day and time',
  citizen: '3. Your details',
};

/** /citas/nueva?tramite={id}: book a counter appointment for a procedure in three steps (issue 17). */
export default function BookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const procedureId = Number(params.get('tramite'));
  useProcedureCatalogue();
  const procedure = useAtomValue(proceduresAtom).find((item) => item.id === procedureId);
  const [step, setStep] = useState<Step>('office');
  const [office, setOffice] = useState<BookingOffice | null>(null);
  const [slot, setSlot] = useState<{ date: string; start: string } | null>(null);
  const [citizen, setCitizen] = useState<CitizenData>(EMPTY_CITIZEN);
  const [slotNotice, setSlotNotice] = useState('');
  const [booked, setBooked] = useState<Appointment | null>(null);
  const heading = useHeadingFocus(step);

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
      {procedure ? <p className="intro">{t('Procedure: {{name}}', { name: procedure.name })}</p> : null}
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
            <OfficeStep procedureId={procedureId} chosen={office?.id ?? null} onChoose={(chosen) => {
              if (chosen.id !== office?.id) setSlot(null);
              setOffice(chosen);
              setSlotNotice('');
              setStep('slot');
            }} />
          ) : null}
          {step === 'slot' && office ? (
            <SlotStep officeId={office.id} notice={slotNotice} chosen={slot} onBack={() => setStep('office')}
              onChoose={(date, start) => { setSlot({ date, start }); setStep('citizen'); }} />
          ) : null}
          {step === 'citizen' ? (
            <CitizenStep values={citizen} onChange={setCitizen} onSubmit={book} onBack={() => setStep('slot')} />
          ) : null}
        </>
      )}
    </AppointmentSection>
  );
}
