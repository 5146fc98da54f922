import { AgencyHome } from '../sections/AgencyHome';

/** Exposed as './PersonalPortfolioPage'. */
export default function PersonalPortfolioPage() {
  return <AgencyHome variant="portfolio" />;
}
