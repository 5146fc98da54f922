import { useRef, useState, type FormEvent } from 'react';
import type { CertificateCodeProblem } from '@portal/contract';
import styled from 'styled-components';
import { Dialog } from '../../ui/Dialog';
import { certificateUrl } from '../../site/urls';
import { currentServerOrigin } from '../../site/use-server-origin';
import { useTranslation } from '../../i18n';
import { CERTIFICATE_FIELD_MESSAGES, certificateDialogProblems, type CertificateField } from './certificate-dialog-rules';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .field {
    display: grid;
    gap: 0.35rem;
  }
  .field-error {
    margin: 0;
    color: var(--color-danger);
    font-weight: 600;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
`;

/**
 * 'Descargar Certificado' (spec section 2): both numbers, then Enviar opens the server's validation
 * page in a new tab. Stricter than the spec: both are required (a message beside each refused
 * field, focus on the first), trimmed and URL-encoded.
 */
export function CertificateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [certificate, setCertificate] = useState('');
  const [register, setRegister] = useState('');
  const [problems, setProblems] = useState<Partial<Record<CertificateField, CertificateCodeProblem>>>({});
  const inputs = { certificate: useRef<HTMLInputElement>(null), register: useRef<HTMLInputElement>(null) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = certificateDialogProblems({ certificate, register });
    setProblems(found);
    const first = (['certificate', 'register'] as const).find((field) => found[field]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    window.open(certificateUrl(currentServerOrigin(), certificate.trim(), register.trim()), '_blank', 'noopener');
    setProblems({});
    onClose();
  };

  const error = (field: CertificateField, id: string) =>
    problems[field] ? (
      <p id={id} className="field-error">
        {t(CERTIFICATE_FIELD_MESSAGES[field][problems[field]!])}
      </p>
    ) : null;

  return (
    <Dialog open={open} onClose={onClose} title={t('Download certificate')} className="certificate-dialog">
      <Form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="certificate-number">{t('Certificate number')}</label>
          <input
            ref={inputs.certificate}
            id="certificate-number"
            name="certificate"
            value={certificate}
            onChange={(e) => setCertificate(e.target.value)}
            autoComplete="off"
            required
            aria-invalid={problems.certificate ? 'true' : undefined}
            aria-describedby={problems.certificate ? 'certificate-number-error' : undefined}
            data-autofocus
          />
          {error('certificate', 'certificate-number-error')}
        </div>
        <div className="field">
          <label htmlFor="register-number">{t('Register number')}</label>
          <input
            ref={inputs.register}
            id="register-number"
            name="register"
            value={register}
            onChange={(e) => setRegister(e.target.value)}
            autoComplete="off"
            required
            aria-invalid={problems.register ? 'true' : undefined}
            aria-describedby={problems.register ? 'register-number-error' : undefined}
          />
          {error('register', 'register-number-error')}
        </div>
        <p className="hint">{t('The validation opens in a new tab.')}</p>
        <div className="actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn">
            {t('Send')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
