// `matchPage` for Node (the portal server, the build tooling, the lint rule, the browser tests):
// bound to react-router's matching from @remix-run/router, the router's own core, without React.
// Browser code binds `pageMatcher` to the router inside @portal/shared instead (page-matcher.ts says why).
import { matchRoutes } from '@remix-run/router';
import { pageMatcher } from './page-matcher.ts';

export const matchPage = pageMatcher(matchRoutes);
