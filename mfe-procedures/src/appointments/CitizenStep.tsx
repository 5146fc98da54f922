import { useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { BOOKING_FIELDS, checkBooking, type BookingField } from '@portal/contract';
import { ApiError, Link } from '@portal/shared';
import { i18nKey, translate, useTranslation } from '../i18n';
import { FormToken, openedElsewhere, useKeepTyped } from '../forms/plain-forms';

export type CitizenData = Record<BookingField, string>;

export const EMPTY_CITIZEN: CitizenData = { name: '', national_id: '', email: '', phone: '' };

const LABELS: Record<BookingField, string> = { name: 'Full name', national_id: 'National id number', email: 'E-mail', phone: 'Phone' };
const AUTOCOMPLETE: Record<BookingField, string> = { name: 'name', national_id: 'off', email: 'email', phone: 'tel' };
const TYPES: Partial<Record<BookingField, string>> = { email: 'email', phone: 'tel' };
const HINTS: Partial<Record<BookingField, string>> = {
  national_id: 'For example V-12345678.',
  email: 'The code of your appointment opens it with this address.',
};

/** The e-mail hint of a request's form: it gets a request's code, not an appointment's. */
export const REQUEST_EMAIL_HINT = i18nKey('The code of your request opens it with this address.');

interface Props {
  /** the send button's text and its text while sending (keys) */
  submitLabel?: string;
  /** the e-mail field's hint (a key); the booking's by default */
  emailHint?: string;
  sendingLabel?: string;
  values: CitizenData;
  onChange: (values: CitizenData) => void;
  /** books; rejects with an ApiError the step shows beside the fields or above them */
  onSubmit: (values: CitizenData) => Promise<void>;
  onBack?: () => void;
  /** Without JavaScript, where 'Back' leads (the previous step's address). */
  backHref?: string;
  /**
   * How the form posts without JavaScript (api/src/hosting/citizen-forms.ts): its address, the
   * choices of the earlier steps as hidden fields, and a refused post's messages to start from.
   */
  plain?: { action: string; hidden: Record<string, string>; multipart?: boolean; errors?: Partial<Record<BookingField, string>>; alert?: string };
  /** More fields inside the form (a request's documents). */
  children?: ReactNode;
}

/** Who is coming (a booking's step 3) or who asks (a request's first step). The contract's rules are checked before sending; the server's field errors are shown the same way. */
export function CitizenStep({ submitLabel = 'Book', sendingLabel = 'Booking…', emailHint, values, onChange, onSubmit, onBack, backHref, plain, children }: Props) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>(plain?.errors ?? {});
  const [alert, setAlert] = useState(plain?.alert ?? '');
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<BookingField, HTMLInputElement | null>>>({});
  const form = useRef<HTMLFormElement>(null);
  useKeepTyped(form, BOOKING_FIELDS, (typed) => onChange({ ...values, ...typed }));

  const showErrors = (found: Partial<Record<BookingField, string>>) => {
    setErrors(found);
    const first = BOOKING_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, values[field].trim()])) as CitizenData;
    const problems = checkBooking(trimmed);
    if (problems.length > 0) {
      showErrors(Object.fromEntries(problems.map((problem) => [problem.field, translate(problem.key, problem.values)])));
      return;
    }
    setErrors({});
    setAlert('');
    setSending(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      const refused = error instanceof ApiError ? error.errors.filter((item) => (BOOKING_FIELDS as readonly string[]).includes(item.field)) : [];
      if (refused.length > 0) showErrors(Object.fromEntries(refused.map((item) => [item.field, item.message])));
      else if (error instanceof ApiError && error.status === 0) setAlert(t('Could not connect to the portal. Check your internet connection and press «{{button}}» again. Your data is kept.', { button: t(submitLabel) }));
      else setAlert(error instanceof Error ? error.message : t('It could not be sent. Press «{{button}}» again.', { button: t(submitLabel) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate method={plain ? 'post' : undefined} action={plain?.action} encType={plain?.multipart ? 'multipart/form-data' : undefined}>
      {plain ? (
        <>
          <FormToken />
          {Object.entries(plain.hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        </>
      ) : null}
      <p className="alert" role="alert">{alert}</p>
      <p className="hint">{t('All fields are required.')}</p>
      {BOOKING_FIELDS.map((field) => {
        const id = `booking-${field}`;
        const hint = field === 'email' && emailHint ? emailHint : HINTS[field];
        const describedBy = [hint ? `${id}-hint` : null, errors[field] ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{t(LABELS[field])}</label>
            {hint ? <p className="hint" id={`${id}-hint`}>{t(hint)}</p> : null}
            <input id={id} name={field} type={TYPES[field] ?? 'text'} autoComplete={AUTOCOMPLETE[field]} required value={values[field]}
              ref={(element) => { inputs.current[field] = element; }}
              aria-invalid={errors[field] ? true : undefined} aria-describedby={describedBy}
              onChange={(event) => onChange({ ...values, [field]: event.target.value })} />
            {errors[field] ? <p className="field-error" id={`${id}-error`}>{errors[field]}</p> : null}
          </div>
        );
      })}
      {children}
      <div className="actions">
        {onBack && backHref ? (
          <Link to={backHref} className="btn btn-secondary" onClick={(event: MouseEvent) => { if (openedElsewhere(event)) return; event.preventDefault(); onBack(); }}>{t('Back')}</Link>
        ) : onBack ? <button type="button" className="btn btn-secondary" onClick={onBack}>{t('Back')}</button> : null}
        <button type="submit" className="btn" disabled={sending}>{sending ? t(sendingLabel) : t(submitLabel)}</button>
      </div>
    </form>
  );
}
