import { LegalPage } from '../components/LegalPage';
import { TERMS_OF_USE } from '../data/legal/terms-of-use';

/** Exposed as './TermsUsePage'. */
export default function TermsUsePage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
