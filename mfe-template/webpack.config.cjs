// mfe-template: the 'template' remote. One exposed module per page, so visiting one demo page
// downloads that page's chunk (and the components it shares), never all of them.
const { createWebpackConfig } = require('@portal/shared/federation/create-webpack-config.cjs');

const PAGES = [
  'DigitalAgencyPage',
  'CreativeAgencyPage',
  'PersonalPortfolioPage',
  'HomeStartupPage',
  'CorporateAgencyPage',
  'ServiceOnePage',
  'ServiceTwoPage',
  'ServiceDetailsPage',
  'ProjectGridOnePage',
  'ProjectGridTwoPage',
  'ProjectGridThreePage',
  'ProjectWidthOnePage',
  'ProjectWidthTwoPage',
  'ProjectDetailsPage',
  'AboutUsPage',
  'OurOfficePage',
  'OurClientsPage',
  'TeamPage',
  'TeamDetailsPage',
  'CaseStudyPage',
  'CaseDetailsPage',
  'TestimonialsPage',
  'PricingTablePage',
  'TypographyPage',
  'ComingSoonPage',
  'PrivacyPolicyPage',
  'TermsUsePage',
];

module.exports = createWebpackConfig({
  name: 'template',
  dir: __dirname,
  port: 8014,
  exposes: Object.fromEntries(PAGES.map((page) => [`./${page}`, `./src/pages/${page}.tsx`])),
});
