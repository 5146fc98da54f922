import { AgencyHome } from '../sections/AgencyHome';

/** Exposed as './CreativeAgencyPage'. */
export default function CreativeAgencyPage() {
  return <AgencyHome variant="creative" />;
}
