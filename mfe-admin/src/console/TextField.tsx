// One input of the console's own forms (sign-in, links, codes, invitations): its label, an
// optional hint and the error beside it, tied to the input with aria-describedby so a screen
// reader reads them with the field. The generic section forms use FieldControl, driven by a FieldSpec.
import { forwardRef, type InputHTMLAttributes } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ id, label, hint, error, ...input }, ref) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      <input id={id} ref={ref} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
});
