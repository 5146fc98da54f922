import { useRef, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { FIELD_LABELS, LIMITS, REQUIRED_FIELDS, type FieldName, type FormKind } from '../forms/fields';
import { SUCCESS_TEXT, useMessageForm } from '../forms/use-message-form';
import { FORM_ACTION } from '../forms/server-form';
import { readBoot } from '@portal/shared';
import { useTranslation } from '../i18n';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .field { display: grid; gap: 0.35rem; }
  input, textarea { width: 100%; }
  textarea { min-height: 8rem; resize: vertical; }
  [aria-invalid='true'] { border: 2px solid var(--color-danger); }
  .hint { margin: 0; color: var(--color-muted); font-size: 0.9rem; }
  .field-error { margin: 0; color: var(--color-danger); font-weight: 600; }
  .required-mark { color: var(--color-danger); }
  .form-alert:not(:empty) {
    padding: 0.75rem 1rem; border: 2px solid var(--color-danger); border-radius: var(--radius);
    color: var(--color-text); background: var(--color-surface);
  }
  .form-success:not(:empty) {
    padding: 0.75rem 1rem; border: 2px solid var(--color-success); border-radius: var(--radius);
    color: var(--color-text); background: var(--color-surface); font-weight: 600;
  }
  .btn { justify-self: start; }
`;

interface Props {
  kind: FormKind;
  /** Prefix of the fields' ids, unique on the page ('contact' gives the spec's contact-name…). */
  idPrefix: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

const AUTOCOMPLETE: Record<FieldName, string> = { name: 'name', email: 'email', phone: 'tel', message: 'off' };
const TYPES: Partial<Record<FieldName, string>> = { email: 'email', phone: 'tel' };

/** A contact or quote form: Spanish errors beside each field, a retry that never duplicates. */
export function MessageForm({ kind, idPrefix, labelledBy }: Props) {
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const { values, errors, sending, alert, success, reference, change, submit } = useMessageForm(kind, refs);
  const { t } = useTranslation();
  const required = REQUIRED_FIELDS[kind];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const field = (name: FieldName) => {
    const id = `${idPrefix}-${name}`;
    const errorId = `${id}-error`;
    const hintId = `${id}-hint`;
    const isRequired = required.includes(name);
    const describedBy = [name === 'message' ? hintId : null, errors[name] ? errorId : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name: `contact-${name}`,
      value: values[name],
      required: isRequired,
      autoComplete: AUTOCOMPLETE[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy,
    };
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>
          {t(FIELD_LABELS[name])}
          {isRequired ? <span className="required-mark" aria-hidden="true"> *</span> : <span className="hint"> {t('(optional)')}</span>}
        </label>
        {name === 'message' ? (
          <>
            <textarea {...common} ref={refs.message} rows={6} onChange={(e) => change(name, e.target.value)} />
            <p className="hint" id={hintId}>
              {t('Up to {{max}} characters ({{length}} written).', { max: LIMITS.message, length: values.message.length })}
            </p>
          </>
        ) : (
          <input {...common} ref={refs[name] as RefObject<HTMLInputElement>} type={TYPES[name] ?? 'text'} onChange={(e) => change(name, e.target.value)} />
        )}
        {errors[name] && (
          <p className="field-error" id={errorId}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    // noValidate: the browser's own bubbles are not in our Spanish; these checks and messages are.
    // Without JavaScript the form posts to the portal server, which stores it (forms/server-form.ts).
    <Form noValidate aria-labelledby={labelledBy} onSubmit={onSubmit} method="post" action={FORM_ACTION}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="csrftoken" value={readBoot().csrfToken} />
      {/* The mark for the eye, the word for a screen reader: two whole sentences, no markup inside a key. */}
      <p className="hint">
        <span aria-hidden="true">{t('Fields marked with * are required.')}</span>
        <span className="visually-hidden">{t('Fields marked with an asterisk are required.')}</span>
      </p>
      {field('name')}
      {field('email')}
      {field('phone')}
      {field('message')}
      <div className="form-alert" role="alert">
        {alert}
      </div>
      {/* The success text leaves after 5 s (spec); the reference stays until the citizen writes again. */}
      <div className="form-success" role="status">
        {success ? t(SUCCESS_TEXT) : ''}
        {success && reference ? ' ' : ''}
        {reference ? <span className="form-reference">{t('Reference: {{reference}}', { reference })}</span> : null}
      </div>
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page's start. */}
      <button type="submit" className="btn" aria-disabled={sending ? 'true' : undefined}>
        {sending ? t('Sending…') : t('Send')}
      </button>
    </Form>
  );
}
