import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared';
import { useTranslation } from '../i18n';
import { AppointmentSection } from '../appointments/appointment-styles';

/** /app/: the e-government home the 'Gobierno Electrónico' button opens (issue 17): start a procedure, open my appointment. */
export default function EgovHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');

  const openAppointment = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!typed || !email.trim()) {
      setError(t('Write the code of your appointment and the e-mail address you gave when booking.'));
      return;
    }
    navigate(`/citas/${encodeURIComponent(typed)}`, { state: { email: email.trim() } });
  };

  return (
    <AppointmentSection className="container egov-home">
      <h1>{t('E-government')}</h1>
      <p className="intro">{t('Do your procedures with the municipality from home.')}</p>
      <h2>{t('My folder')}</h2>
      <p>{t('All your appointments, requests and messages in one place, without codes: sign in with your e-mail.')}</p>
      <p><Link to="/mi-carpeta">{t('Open My folder')}</Link></p>
      <h2>{t('Start a procedure')}</h2>
      <p>{t('Find your procedure in the catalogue: its page says what to bring, where it is done, and lets you book an appointment.')}</p>
      <p><Link className="btn" to="/procedures">{t('Go to the catalogue')}</Link></p>
      <h2>{t('Follow my request')}</h2>
      <p>{t('With the tracking code of a request started online: its state, its documents and what to do next.')}</p>
      <p><Link to="/seguimiento">{t('Follow my request')}</Link></p>
      <h2 id="my-appointment">{t('My appointment')}</h2>
      <form onSubmit={openAppointment} noValidate aria-labelledby="my-appointment">
        <div className="field">
          <label htmlFor="egov-code">{t('Appointment code')}</label>
          <p className="hint" id="egov-code-hint">{t('For example A-7KQ2M9XP.')}</p>
          <input id="egov-code" autoComplete="off" value={code} aria-describedby="egov-code-hint" onChange={(event) => setCode(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="egov-email">{t('E-mail')}</label>
          <input id="egov-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <p className="alert" role="alert">{error}</p>
        <div className="actions"><button type="submit" className="btn">{t('See my appointment')}</button></div>
      </form>
      <h2>{t('How well we serve')}</h2>
      <p>{t('How long each procedure takes to be decided, the share decided within its standard and the next free appointment of each office.')}</p>
      <p><Link to="/indicadores">{t('See the service indicators')}</Link></p>
    </AppointmentSection>
  );
}
