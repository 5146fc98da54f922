import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../ui/Dialog';
import { certificateUrl } from '../../site/urls';
import { currentServerOrigin } from '../../site/use-server-origin';
import { useTranslation } from '../../i18n';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .field {
    display: grid;
    gap: 0.35rem;
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
 * page in a new tab. The spec has no validation: empty values are sent as they are.
 */
export function CertificateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [certificate, setCertificate] = useState('');
  const [register, setRegister] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.open(certificateUrl(currentServerOrigin(), certificate.trim(), register.trim()), '_blank', 'noopener');
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('Download certificate')} className="certificate-dialog">
      <Form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="certificate-number">{t('Certificate number')}</label>
          <input id="certificate-number" name="certificate" value={certificate} onChange={(e) => setCertificate(e.target.value)} autoComplete="off" data-autofocus />
        </div>
        <div className="field">
          <label htmlFor="register-number">{t('Register number')}</label>
          <input id="register-number" name="register" value={register} onChange={(e) => setRegister(e.target.value)} autoComplete="off" />
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
