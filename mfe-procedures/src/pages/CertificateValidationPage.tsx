import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { certificateCodeProblem, normalizeCertificateCode } from '@portal/contract';
import { currentCustomerAtom, readBoot, useNavigate, useParams, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { checkCertificate, validationPath, type CheckOutcome } from '../certificates/certificate-check';
import { CertificateCheckForm } from '../certificates/CertificateCheckForm';
import { CertificateDetails, VerdictBanner } from '../certificates/VerdictBanner';
import { CertificatePage, CertificatePrintStyle } from '../certificates/certificate-styles';

type Phase = { kind: 'idle' } | { kind: 'loading' } | CheckOutcome;

/**
 * /certificate/validation/:number?register_id=… — anyone checks that a city certificate is genuine
 * (issue 15): the verdict first, then the details and the PDF with its SHA-256, then a form to
 * check another one. The landing page's 'Descargar Certificado' dialog opens it in a new tab.
 */
export default function CertificateValidationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const customer = useAtomValue(currentCustomerAtom);
  const customerId = String(customer?.id ?? readBoot().customerId ?? '');
  const number = normalizeCertificateCode(params.number ?? '');
  const registerId = normalizeCertificateCode(search.get('register_id') ?? '');
  const wellFormed = certificateCodeProblem(number) === null && certificateCodeProblem(registerId) === null;
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const verdictShown = useRef(false);

  useEffect(() => {
    if (!wellFormed || customerId === '') {
      setPhase(number === '' && registerId === '' ? { kind: 'idle' } : { kind: 'not-found' });
      return;
    }
    let current = true;
    setPhase({ kind: 'loading' });
    void checkCertificate(customerId, number, registerId).then((outcome) => {
      if (current) setPhase(outcome);
    });
    return () => {
      current = false;
    };
  }, [customerId, number, registerId, wellFormed]);

  // After checking another certificate from the form, move focus to the new verdict.
  useEffect(() => {
    if ((phase.kind === 'found' || phase.kind === 'not-found') && verdictShown.current) {
      document.getElementById('certificate-verdict')?.focus();
    }
  }, [phase]);

  const checkAnother = (nextNumber: string, nextRegister: string) => {
    verdictShown.current = true;
    navigate(validationPath(nextNumber, nextRegister));
  };

  return (
    <CertificatePage className="container certificate-validation-page">
      <CertificatePrintStyle />
      <h1>{t('Certificate validation')}</h1>
      {phase.kind === 'idle' ? <p>{t('Write the number and the register printed on the certificate to check that the city hall issued it.')}</p> : null}
      {phase.kind === 'loading' ? (
        <p role="status" className="loading-placeholder">
          {t('Checking the certificate...')}
        </p>
      ) : null}
      <div aria-live="polite">
        {phase.kind === 'found' ? <VerdictBanner kind={phase.certificate.status} certificate={phase.certificate} /> : null}
        {phase.kind === 'not-found' || phase.kind === 'invalid' ? <VerdictBanner kind="no-encontrado" /> : null}
      </div>
      {phase.kind === 'busy' ? (
        <p role="alert">
          {phase.retryAfter
            ? t('Too many checks from this connection. Try again in {{seconds}} seconds.', { seconds: phase.retryAfter })
            : t('Too many checks from this connection. Try again in a minute.')}
        </p>
      ) : null}
      {phase.kind === 'failed' ? <p role="alert">{t('We could not check the certificate. Check your internet connection and try again.')}</p> : null}
      {phase.kind === 'found' ? <CertificateDetails certificate={phase.certificate} /> : null}
      <CertificateCheckForm key={`${number}|${registerId}`} onCheck={checkAnother} />
    </CertificatePage>
  );
}
