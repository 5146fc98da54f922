import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { certificateCodeProblem, normalizeCertificateCode } from '@portal/contract';
import { currentCustomerAtom, readBoot, serverDataAtom, useNavigate, useParams, useSearchParams } from '@portal/shared';
import { useTranslation } from '../i18n';
import { checkCertificate, validationPath, type CheckOutcome } from '../certificates/certificate-check';
import { CertificateCheckForm } from '../certificates/CertificateCheckForm';
import { CertificateDetails, VerdictBanner } from '../certificates/VerdictBanner';
import { CertificatePage, CertificatePrintStyle } from '../certificates/certificate-styles';

type Phase = { kind: 'idle' } | { kind: 'loading' } | CheckOutcome;

/** The check the server made for the page it rendered (issue 20; api/src/ssr/page-data.ts). */
interface ServerCheck {
  number: string;
  registerId: string;
  status: number;
  certificate?: Extract<CheckOutcome, { kind: 'found' }>['certificate'];
}

// Server checks already shown without asking again (one per page load).
const usedServerChecks = new WeakSet<object>();

/** The server's verdict for this pair, as the page's outcome; null when it made none. */
function useServerOutcome(number: string, registerId: string): { check: ServerCheck; outcome: CheckOutcome } | null {
  const check = useAtomValue(serverDataAtom).certificate as ServerCheck | undefined;
  if (!check || normalizeCertificateCode(check.number) !== number || normalizeCertificateCode(check.registerId) !== registerId) return null;
  if (check.status === 200 && check.certificate) return { check, outcome: { kind: 'found', certificate: check.certificate } };
  if (check.status === 404) return { check, outcome: { kind: 'not-found' } };
  if (check.status === 400) return { check, outcome: { kind: 'invalid' } };
  if (check.status === 429) return { check, outcome: { kind: 'busy', retryAfter: null } };
  return null;
}

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
  const fromServer = useServerOutcome(number, registerId);
  const [phase, setPhase] = useState<Phase>(fromServer?.outcome ?? { kind: 'idle' });
  const verdictShown = useRef(false);

  useEffect(() => {
    // The verdict the page was rendered with is current: it is not asked for twice.
    if (fromServer && !usedServerChecks.has(fromServer.check)) {
      usedServerChecks.add(fromServer.check);
      setPhase(fromServer.outcome);
      return;
    }
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
    // fromServer follows number and registerId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId, number, registerId, wellFormed]);

  // After checking another certificate from the form, move focus to the new verdict.
  useEffect(() => {
    if ((phase.kind === 'found' || phase.kind === 'not-found') && verdictShown.current) {
      document.getElementById('certificate-verdict')?.focus();
    }
  }, [phase]);

  const wrongPair = phase.kind === 'not-found' || phase.kind === 'invalid';

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
      {/* A pair that was not found stays in the form, to be corrected rather than typed again. */}
      <CertificateCheckForm
        key={`${number}|${registerId}|${wrongPair}`}
        initialNumber={wrongPair ? number : ''}
        initialRegister={wrongPair ? registerId : ''}
        onCheck={checkAnother}
      />
    </CertificatePage>
  );
}
