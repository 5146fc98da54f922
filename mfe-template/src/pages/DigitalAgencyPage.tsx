import { AgencyHome } from '../sections/AgencyHome';

/** Exposed as './DigitalAgencyPage'. */
export default function DigitalAgencyPage() {
  return <AgencyHome variant="digital" />;
}
