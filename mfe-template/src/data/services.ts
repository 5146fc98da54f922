import { i18nKey } from '../i18n';
import type { ProcessStep, Service, ServiceCategory, ServiceProcess } from './types';

// The four-step process is the same shape for every service of a category; the service's own
// title and description make each detail page specific.
const STEPS: Record<ServiceCategory, [ProcessStep, ProcessStep, ProcessStep, ProcessStep]> = {
  Design: [
    { thumb: 'design-discover', subtitle: 'Step one', title: 'Discover', paragraph: 'We listen to your goals, study your audience and review what already works, so every design decision has a reason behind it.' },
    { thumb: 'design-prototype', subtitle: 'Step two', title: 'Prototype', paragraph: 'Wireframes and clickable prototypes let you try the idea early, when a change costs minutes instead of weeks.' },
    { thumb: 'design-design', subtitle: 'Step three', title: 'Design', paragraph: 'We turn the approved prototype into a complete visual system: colour, type, spacing and components that scale.' },
    { thumb: 'design-handoff', subtitle: 'Step four', title: 'Hand off', paragraph: 'You receive organised files, a style guide and our support while your team or ours builds the result.' },
  ],
  Development: [
    { thumb: 'dev-plan', subtitle: 'Step one', title: 'Plan', paragraph: 'We agree on scope, architecture and milestones, and we write down what done means for every feature.' },
    { thumb: 'dev-build', subtitle: 'Step two', title: 'Build', paragraph: 'Small, reviewed increments reach a staging site every week so you can follow progress as it happens.' },
    { thumb: 'dev-test', subtitle: 'Step three', title: 'Test', paragraph: 'Automated tests, accessibility checks and real devices catch problems before your visitors do.' },
    { thumb: 'dev-launch', subtitle: 'Step four', title: 'Launch', paragraph: 'We release with a rollback plan, watch the first days closely and hand over clear documentation.' },
  ],
  'Online Marketing': [
    { thumb: 'mkt-research', subtitle: 'Step one', title: 'Research', paragraph: 'We learn who your customers are, where they spend their time online and what your competitors already do.' },
    { thumb: 'mkt-strategy', subtitle: 'Step two', title: 'Strategy', paragraph: 'Channels, messages and budget are chosen against measurable goals that we agree on together.' },
    { thumb: 'mkt-campaign', subtitle: 'Step three', title: 'Campaign', paragraph: 'We launch, test variations side by side and move the budget towards what performs best.' },
    { thumb: 'mkt-report', subtitle: 'Step four', title: 'Report', paragraph: 'Plain monthly reports show what happened, what it cost and what we will try next.' },
  ],
  Business: [
    { thumb: 'biz-assess', subtitle: 'Step one', title: 'Assess', paragraph: 'We map your current processes, costs and bottlenecks with the people who do the work every day.' },
    { thumb: 'biz-model', subtitle: 'Step two', title: 'Model', paragraph: 'Options are compared with simple financial models, so the trade-offs are clear before anything changes.' },
    { thumb: 'biz-implement', subtitle: 'Step three', title: 'Implement', paragraph: 'We introduce the change in stages, train your team and adjust as real results come in.' },
    { thumb: 'biz-review', subtitle: 'Step four', title: 'Review', paragraph: 'After three months we measure the outcome against the starting point and agree on the next steps.' },
  ],
  Technology: [
    { thumb: 'tech-audit', subtitle: 'Step one', title: 'Audit', paragraph: 'We review your systems, licences, security and support contracts to find risks and waste.' },
    { thumb: 'tech-design', subtitle: 'Step two', title: 'Architecture', paragraph: 'A target architecture is drawn with costs, migration steps and the skills your team will need.' },
    { thumb: 'tech-migrate', subtitle: 'Step three', title: 'Migrate', paragraph: 'Services move one at a time with backups and tests, so daily work is never interrupted.' },
    { thumb: 'tech-operate', subtitle: 'Step four', title: 'Operate', paragraph: 'Monitoring, updates and a named contact keep the new platform healthy after the project ends.' },
  ],
  'Content strategy': [
    { thumb: 'content-audit', subtitle: 'Step one', title: 'Inventory', paragraph: 'We list every page and document you publish and note who reads it, who owns it and how current it is.' },
    { thumb: 'content-voice', subtitle: 'Step two', title: 'Voice', paragraph: 'A short style guide sets the tone, the words to use and the words to avoid, so every author sounds like you.' },
    { thumb: 'content-create', subtitle: 'Step three', title: 'Create', paragraph: 'We write, edit and structure the content in plain language, with headings and summaries people can scan.' },
    { thumb: 'content-govern', subtitle: 'Step four', title: 'Govern', paragraph: 'A publishing calendar and review dates keep the content accurate long after launch.' },
  ],
};

const SECTION_SUB: Record<ServiceCategory, string> = {
  Design: 'Our design process',
  Development: 'Our development process',
  'Online Marketing': 'Our marketing process',
  Business: 'Our consulting process',
  Technology: 'Our technology process',
  'Content strategy': 'Our content process',
};

function processFor(title: string, cate: ServiceCategory): ServiceProcess {
  return {
    sectionSub: SECTION_SUB[cate],
    sectionTitle: `How we deliver ${title.toLowerCase()}`,
    para: `Every ${title.toLowerCase()} project follows the same four clear steps, so you always know what happens next and what we need from you.`,
    steps: STEPS[cate],
  };
}

function service(title: string, cate: ServiceCategory, description: string): Service {
  return { title, cate, description, image: `service-${title}`, process: processFor(title, cate) };
}

/** The agency template's services (spec section 3: about 30, six categories). */
export const SERVICES: readonly Service[] = [
  service('Logo & Branding', 'Design', 'A memorable identity: logo, colours and type that work everywhere your brand appears.'),
  service('Website Design', 'Design', 'Clean, accessible page designs that guide visitors straight to what they came for.'),
  service('Mobile App Design', 'Design', 'Interfaces that feel natural on small screens and respect each platform’s conventions.'),
  service('UI/UX Design', 'Design', 'Research-led user experience that removes friction from every important task.'),
  service('Print Design', 'Design', 'Brochures, posters and reports that carry your brand from the screen to paper.'),
  service('Web Development', 'Development', 'Fast, secure websites built on proven tools and easy for your team to update.'),
  service('Mobile Development', 'Development', 'Native-quality apps for Android and iOS from a single, maintainable code base.'),
  service('E-commerce Development', 'Development', 'Online stores with reliable checkout, stock management and clear order tracking.'),
  service('API Integration', 'Development', 'Connect your site to payment, mapping, booking and other services safely.'),
  service('Website Maintenance', 'Development', 'Updates, backups and small improvements every month, without surprises.'),
  service('Search Engine Optimization', 'Online Marketing', 'Technical fixes and useful content that help people find you in search results.'),
  service('Social Media Marketing', 'Online Marketing', 'Posts, campaigns and community care on the networks your audience uses.'),
  service('Email Marketing', 'Online Marketing', 'Newsletters and automated messages people are glad to receive.'),
  service('Pay Per Click', 'Online Marketing', 'Search and display ads with a budget you control and results you can measure.'),
  service('Analytics & Reporting', 'Online Marketing', 'Dashboards that turn visits and conversions into decisions.'),
  service('Business Consulting', 'Business', 'An outside view of your organisation and a practical plan to improve it.'),
  service('Market Research', 'Business', 'Surveys, interviews and data analysis that show what your customers need.'),
  service('Brand Strategy', 'Business', 'A clear position and promise that set you apart from competitors.'),
  service('Project Management', 'Business', 'Experienced managers who keep scope, budget and schedule under control.'),
  service('Customer Experience', 'Business', 'Service journeys mapped and improved from the first contact to the last.'),
  service('Cloud Solutions', 'Technology', 'Hosting and storage that grow with demand and cost only what you use.'),
  service('Cyber Security', 'Technology', 'Assessments, hardening and training that reduce the risk of an incident.'),
  service('Data Analytics', 'Technology', 'Pipelines and reports that bring your scattered data into one trusted view.'),
  service('IT Support', 'Technology', 'A help desk that answers quickly and fixes the cause, not only the symptom.'),
  service('Digital Transformation', 'Technology', 'Paper processes turned into simple online services, step by step.'),
  service('Content Writing', 'Content strategy', 'Clear, friendly copy for pages, guides and campaigns.'),
  service('Copywriting', 'Content strategy', 'Headlines and calls to action that make people want to read on.'),
  service('Video Production', 'Content strategy', 'Short explainer and promotional videos, subtitled and accessible.'),
  service('Photography', 'Content strategy', 'Product, team and event photography that shows who you really are.'),
  service('Content Audit', 'Content strategy', 'A full review of your published content with a plan to fix, merge or retire it.'),
];

/** The categories in the order the services pages show them. */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [i18nKey('Design'), i18nKey('Development'), i18nKey('Online Marketing'), i18nKey('Business'), i18nKey('Technology'), i18nKey('Content strategy')];
