// One field of the generic form: its label, input, hint and the server's (or the console's) error
// beside it, tied together with aria-describedby so a screen reader reads the error with the field.
import { forwardRef } from 'react';
import { useTranslation } from '../i18n';
import type { FieldSpec } from './section-spec';
import type { FormValue } from './form-values';
import { useOptions } from './use-options';
import { RichTextField } from '../rich-text/RichTextField';
import { MediaPicker } from '../media/MediaPicker';
import { libraryAddress } from '../media/library-address';

interface Props {
  field: FieldSpec;
  formId: string;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
  /** Sets another field of the form (a chosen picture's alternative text). */
  onChangeField?: (name: string, value: FormValue) => void;
}

export const FieldControl = forwardRef<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement & HTMLFieldSetElement, Props>(function FieldControl(
  { field, formId, value, error, onChange, onChangeField },
  ref,
) {
  const { t } = useTranslation();
  const options = useOptions(field.source);
  const id = `${formId}-${field.name.replace(/\./g, '-')}`;
  const describedBy = [error ? `${id}-error` : '', field.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const label = `${t(field.label)}${field.required ? ' *' : ''}`;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required: field.required || undefined };
  const notes = (
    <>
      {field.hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {t(field.hint)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </>
  );

  if (field.kind === 'checkbox') {
    return (
      <div className="admin-field admin-field-checkbox">
        <input {...common} ref={ref} type="checkbox" checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
        {notes}
      </div>
    );
  }
  if (field.kind === 'checkboxes') {
    const chosen = value as string[];
    return (
      <fieldset className="admin-field admin-checkboxes" ref={ref} tabIndex={-1} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>{label}</legend>
        {options.length === 0 && <p className="admin-hint">{t('Nothing to choose yet.')}</p>}
        {options.map((option) => (
          <div key={option.value} className="admin-field-checkbox">
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))}
            />
            <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
        {notes}
      </fieldset>
    );
  }
  if (field.kind === 'media') {
    return (
      <div className="admin-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
        <p id={`${id}-label`} className="admin-field-label">{label}</p>
        {value ? <img src={libraryAddress(String(value), 480)} alt="" width={240} height={150} className="admin-media-chosen" /> : <p className="admin-hint">{t('No picture chosen.')}</p>}
        {value ? <p className="admin-hint">{String(value)}</p> : null}
        <MediaPicker
          label={value ? t('Change the picture') : t('Choose from the library')}
          onChoose={(picture) => {
            onChange(picture.path);
            if (field.altField) onChangeField?.(field.altField, picture.alt);
          }}
        />
        {notes}
      </div>
    );
  }
  if (field.kind === 'richtext') {
    return <RichTextField id={id} label={label} value={String(value)} hint={field.hint ? t(field.hint) : undefined} error={error} onChange={onChange} />;
  }
  let input;
  if (field.kind === 'textarea') {
    input = <textarea {...common} ref={ref} rows={6} maxLength={field.maxLength} value={String(value)} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.kind === 'select') {
    input = (
      <select {...common} ref={ref} value={String(value)} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('— Choose —')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {'call' in (field.source ?? {}) ? option.label : t(option.label)}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...common}
        ref={ref}
        type={field.kind === 'words' ? 'text' : field.kind}
        step={field.kind === 'number' ? 'any' : undefined}
        maxLength={field.maxLength}
        value={String(value)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {input}
      {notes}
    </div>
  );
});
