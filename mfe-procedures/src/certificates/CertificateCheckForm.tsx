import { useRef, useState, type FormEvent } from 'react';
import { certificateCodeProblem, normalizeCertificateCode, type CertificateCodeProblem } from '@portal/contract';
import { i18nKey, useTranslation } from '../i18n';

type Field = 'number' | 'register';

const messages: Record<Field, Record<CertificateCodeProblem, string>> = {
  number: {
    empty: i18nKey('Write the certificate number.'),
    invalid: i18nKey('The certificate number may only have letters, digits, dashes, dots and slashes (up to 40 characters).'),
  },
  register: {
    empty: i18nKey('Write the register number.'),
    invalid: i18nKey('The register number may only have letters, digits, dashes, dots and slashes (up to 40 characters).'),
  },
};

/**
 * Check another certificate: number and register, both required. Each refused field gets its
 * message beside it and focus goes to the first one; a good pair is handed on normalised.
 */
export function CertificateCheckForm({ initialNumber = '', initialRegister = '', onCheck }: {
  initialNumber?: string;
  initialRegister?: string;
  onCheck: (number: string, registerId: string) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ number: initialNumber, register: initialRegister });
  const [problems, setProblems] = useState<Partial<Record<Field, CertificateCodeProblem>>>({});
  const inputs = { number: useRef<HTMLInputElement>(null), register: useRef<HTMLInputElement>(null) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, CertificateCodeProblem>> = {};
    for (const field of ['number', 'register'] as const) {
      const problem = certificateCodeProblem(values[field]);
      if (problem) found[field] = problem;
    }
    setProblems(found);
    const first = (['number', 'register'] as const).find((field) => found[field]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    onCheck(normalizeCertificateCode(values.number), normalizeCertificateCode(values.register));
  };

  const field = (name: Field, id: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputs[name]}
        id={id}
        name={name === 'register' ? 'register_id' : name}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        autoComplete="off"
        required
        aria-required="true"
        aria-invalid={problems[name] ? 'true' : undefined}
        aria-describedby={problems[name] ? `${id}-error` : undefined}
      />
      {problems[name] ? (
        <p id={`${id}-error`} className="field-error">
          {t(messages[name][problems[name]!])}
        </p>
      ) : null}
    </div>
  );

  return (
    // Without JavaScript a GET to /certificate/validation, which the server sends on to the pair's page.
    <form className="certificate-check-form" method="get" action="/certificate/validation" onSubmit={submit} noValidate aria-labelledby="certificate-check-title">
      <h2 id="certificate-check-title">{t('Check another certificate')}</h2>
      {field('number', 'check-certificate-number', t('Certificate number'))}
      {field('register', 'check-register-number', t('Register number'))}
      <div className="actions">
        <button type="submit" className="btn">
          {t('Check')}
        </button>
      </div>
    </form>
  );
}
