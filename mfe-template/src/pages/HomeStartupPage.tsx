import { AgencyHome } from '../sections/AgencyHome';

/** Exposed as './HomeStartupPage'. */
export default function HomeStartupPage() {
  return <AgencyHome variant="startup" />;
}
