import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldStyles } from '@portal/ui';
import { Dialog } from '../../ui/Dialog';
import { certificateUrl } from '../../site/urls';
import { currentServerOrigin } from '../../site/use-server-origin';
import { useTranslation } from '../../i18n';

type Field = 'certificate' | 'register';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  ${fieldStyles}
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 0.5rem;
    margin-top: 0.5rem;
  }
`;

/**
 * 'Descargar Certificado' (spec section 2): both numbers, then Enviar opens the server's validation
 * page in a new tab. Stricter than the spec: both are required (a message beside each empty
 * field, focus on the first), trimmed and URL-encoded.
 */
export function CertificateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [certificate, setCertificate] = useState('');
  const [register, setRegister] = useState('');
  // The fields left empty (after trimming); the validation page judges the rest.
  const [empty, setEmpty] = useState<Partial<Record<Field, true>>>({});
  const inputs = { certificate: useRef<HTMLInputElement>(null), register: useRef<HTMLInputElement>(null) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, true>> = {};
    if (certificate.trim() === '') found.certificate = true;
    if (register.trim() === '') found.register = true;
    setEmpty(found);
    const first = (['certificate', 'register'] as const).find((field) => found[field]);
    if (first) {
      inputs[first].current?.focus();
      return;
    }
    window.open(certificateUrl(currentServerOrigin(), certificate.trim(), register.trim()), '_blank', 'noopener');
    setEmpty({});
    onClose();
  };

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
            aria-invalid={empty.certificate ? 'true' : undefined}
            aria-describedby={empty.certificate ? 'certificate-number-error' : undefined}
            data-autofocus
          />
          {empty.certificate ? (
            <p id="certificate-number-error" className="field-error">
              {t('Write the certificate number.')}
            </p>
          ) : null}
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
            aria-invalid={empty.register ? 'true' : undefined}
            aria-describedby={empty.register ? 'register-number-error' : undefined}
          />
          {empty.register ? (
            <p id="register-number-error" className="field-error">
              {t('Write the register number.')}
            </p>
          ) : null}
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
