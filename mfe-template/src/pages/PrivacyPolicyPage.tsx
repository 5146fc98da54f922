import { LegalPage } from '../components/LegalPage';
import { PRIVACY_POLICY } from '../data/legal/privacy-policy';

/** Exposed as './PrivacyPolicyPage'. */
export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
