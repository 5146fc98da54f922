import { AgencyHome } from '../sections/AgencyHome';

/** Exposed as './CorporateAgencyPage'. */
export default function CorporateAgencyPage() {
  return <AgencyHome variant="corporate" />;
}
