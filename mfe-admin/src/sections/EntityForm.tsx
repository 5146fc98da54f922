// The generic create/edit form of a section: one FieldControl per field of its description. Blank
// required fields are marked before sending; the server's refusal (`errors: [{field, message}]`)
// is shown beside each field it names, with its message above the form, and the focus goes to the
// first field in error.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@portal/shared';
import { failureOf, sectionEnvelope } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import { focusIfUnmoved } from '../console/focus-if-unmoved';
import { useFocusRequest } from '../console/use-focus-request';
import { FieldControl } from './FieldControl';
import { blankRequired, bodyFromValues, fieldOfError, initialValues, withoutError, type FormValues } from './form-values';
import type { SectionSpec } from './section-spec';
import { useBookedAppointments } from './use-booked-appointments';

interface Props {
  section: SectionSpec;
  /** The row to edit (from its detail call, or the list), or null for a new one. */
  row: Record<string, unknown> | null;
  onSaved: (id: number | null, message: string) => void;
  onCancel?: () => void;
}

export function EntityForm({ section, row, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const fields = section.fields ?? [];
  const creating = row === null && !section.singleton;
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<FormValues>(() => {
    const initial = initialValues(fields, row ?? undefined);
    // A link may fill in a new row's fields the section allows (the dashboard's "add a synonym").
    if (creating) for (const name of section.prefill ?? []) initial[name] = searchParams.get(name) ?? initial[name] ?? '';
    return initial;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const refs = useRef(new Map<string, HTMLElement | null>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const formId = `admin-${section.id}-form`;
  const focusAfterRender = useFocusRequest();
  const bookings = useBookedAppointments();

  useEffect(() => {
    const heading = headingRef.current;
    if (!section.singleton) focusIfUnmoved(heading, heading?.closest<HTMLElement>('.admin-section') ?? null);
  }, [section.singleton]);

  /** The first field in error, in the form's order; the form's message when no field is named. */
  function firstInError(names: string[]) {
    const first = fields.find((field) => names.includes(field.name));
    return (first ? refs.current.get(first.name) : null) ?? failureRef.current;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const blank = blankRequired(fields, values);
    if (blank.length > 0) {
      setErrors(Object.fromEntries(blank.map((name) => [name, t('This field is required.')])));
      setFailure(t('Check the marked fields.'));
      // After the render that shows the messages, so aria-describedby already points at them.
      focusAfterRender(() => firstInError(blank));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const body = bodyFromValues(fields, values, creating);
      const id = row && typeof row.id === 'number' ? row.id : null;
      const call = creating ? section.calls.add! : section.calls.update!;
      const request = creating || id === null ? body : { id, ...body };
      // A holiday or schedule change over booked days asks the clerk first (nothing saved until then);
      // the server's message then says what became of the appointments.
      let decided = false;
      const saved = section.bookingsReason
        ? await bookings.send((extra) => {
          decided = extra.booked_appointments !== undefined;
          return sectionEnvelope<{ id?: number }>(call, { ...request, ...extra });
        }, section.bookingsReason({ ...row, ...body }, t))
        : await sectionEnvelope<{ id?: number }>(call, request);
      if (saved === null) {
        // The clerk went back from the question: say so where the focus lands.
        setFailure(t('Nothing was saved.'));
        focusAfterRender(() => failureRef.current);
      } else onSaved(creating ? saved.data.id ?? null : id, decided && saved.message ? saved.message : t('Saved.'));
    } catch (error) {
      const { message, errors: refused } = failureOf(error);
      const marked: Record<string, string> = {};
      for (const item of refused) {
        const name = fieldOfError(fields, item.field);
        if (name && !marked[name]) marked[name] = item.message;
      }
      setErrors(marked);
      // Fields the form shows are marked beside them; what the form has no field for is said above it.
      const unmarked = refused.filter((item) => !fieldOfError(fields, item.field));
      setFailure(refused.length === 0 ? message : [...(Object.keys(marked).length > 0 ? [t('Check the marked fields.')] : []), ...unmarked.map((item) => item.message)].join(' '));
      focusAfterRender(() => firstInError(Object.keys(marked)));
    } finally {
      setBusy(false);
    }
  }

  const title = section.singleton ? t(section.title) : t(creating ? section.newTitle ?? 'New' : section.editTitle ?? 'Edit');
  // The heading's id must not be a field's (`${formId}-title` is the Title field's input).
  const form = (
    <form id={formId} className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      <p className="admin-hint">{t('Fields marked with * are required.')}</p>
      {failure && (
        <p role="alert" className="admin-failure" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          ref={(element) => {
            refs.current.set(field.name, element);
          }}
          field={field}
          formId={formId}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field.name]: value }));
            setErrors((current) => withoutError(current, field.name));
          }}
          onChangeField={(name, value) => {
            setValues((current) => ({ ...current, [name]: value }));
            setErrors((current) => withoutError(current, name));
          }}
        />
      ))}
      {bookings.dialog}
      <div className="admin-actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('Saving…') : t('Save')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('Back to the list')}
          </button>
        )}
      </div>
    </form>
  );
  if (!section.Preview) return form;
  return (
    <div className="admin-post-editor">
      {form}
      <section.Preview values={values} id={row && typeof row.id === 'number' ? row.id : null} />
    </div>
  );
}
