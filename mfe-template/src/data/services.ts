import { i18nKey } from '../i18n';
import type { ProcessStep, Service, ServiceCategory, ServiceProcess } from './types';

// The four-step process is the same shape for every service of a category; the service's own
// title and description make each detail page specific.
const STEPS: Record<ServiceCategory, [ProcessStep, ProcessStep, ProcessStep, ProcessStep]> = {
  Design: [
    { thumb: 'design-discover', subtitle: i18nKey('Step one'), title: i18nKey('Discover'), paragraph: i18nKey('We listen to your goals, study your audience and review what already works, so every design decision has a reason behind it.') },
    { thumb: 'design-prototype', subtitle: i18nKey('Step two'), title: i18nKey('Prototype'), paragraph: i18nKey('Wireframes and clickable prototypes let you try the idea early, when a change costs minutes instead of weeks.') },
    { thumb: 'design-design', subtitle: i18nKey('Step three'), title: i18nKey('Design'), paragraph: i18nKey('We turn the approved prototype into a complete visual system: colour, type, spacing and components that scale.') },
    { thumb: 'design-handoff', subtitle: i18nKey('Step four'), title: i18nKey('Hand off'), paragraph: i18nKey('You receive organised files, a style guide and our support while your team or ours builds the result.') },
  ],
  Development: [
    { thumb: 'dev-plan', subtitle: i18nKey('Step one'), title: i18nKey('Plan'), paragraph: i18nKey('We agree on scope, architecture and milestones, and we write down what done means for every feature.') },
    { thumb: 'dev-build', subtitle: i18nKey('Step two'), title: i18nKey('Build'), paragraph: i18nKey('Small, reviewed increments reach a staging site every week so you can follow progress as it happens.') },
    { thumb: 'dev-test', subtitle: i18nKey('Step three'), title: i18nKey('Test'), paragraph: i18nKey('Automated tests, accessibility checks and real devices catch problems before your visitors do.') },
    { thumb: 'dev-launch', subtitle: i18nKey('Step four'), title: i18nKey('Launch'), paragraph: i18nKey('We release with a rollback plan, watch the first days closely and hand over clear documentation.') },
  ],
  'Online Marketing': [
    { thumb: 'mkt-research', subtitle: i18nKey('Step one'), title: i18nKey('Research'), paragraph: i18nKey('We learn who your customers are, where they spend their time online and what your competitors already do.') },
    { thumb: 'mkt-strategy', subtitle: i18nKey('Step two'), title: i18nKey('Strategy'), paragraph: i18nKey('Channels, messages and budget are chosen against measurable goals that we agree on together.') },
    { thumb: 'mkt-campaign', subtitle: i18nKey('Step three'), title: i18nKey('Campaign'), paragraph: i18nKey('We launch, test variations side by side and move the budget towards what performs best.') },
    { thumb: 'mkt-report', subtitle: i18nKey('Step four'), title: i18nKey('Report'), paragraph: i18nKey('Plain monthly reports show what happened, what it cost and what we will try next.') },
  ],
  Business: [
    { thumb: 'biz-assess', subtitle: i18nKey('Step one'), title: i18nKey('Assess'), paragraph: i18nKey('We map your current processes, costs and bottlenecks with the people who do the work every day.') },
    { thumb: 'biz-model', subtitle: i18nKey('Step two'), title: i18nKey('Model'), paragraph: i18nKey('Options are compared with simple financial models, so the trade-offs are clear before anything changes.') },
    { thumb: 'biz-implement', subtitle: i18nKey('Step three'), title: i18nKey('Implement'), paragraph: i18nKey('We introduce the change in stages, train your team and adjust as real results come in.') },
    { thumb: 'biz-review', subtitle: i18nKey('Step four'), title: i18nKey('Review'), paragraph: i18nKey('After three months we measure the outcome against the starting point and agree on the next steps.') },
  ],
  Technology: [
    { thumb: 'tech-audit', subtitle: i18nKey('Step one'), title: i18nKey('Audit'), paragraph: i18nKey('We review your systems, licences, security and support contracts to find risks and waste.') },
    { thumb: 'tech-design', subtitle: i18nKey('Step two'), title: i18nKey('Architecture'), paragraph: i18nKey('A target architecture is drawn with costs, migration steps and the skills your team will need.') },
    { thumb: 'tech-migrate', subtitle: i18nKey('Step three'), title: i18nKey('Migrate'), paragraph: i18nKey('Services move one at a time with backups and tests, so daily work is never interrupted.') },
    { thumb: 'tech-operate', subtitle: i18nKey('Step four'), title: i18nKey('Operate'), paragraph: i18nKey('Monitoring, updates and a named contact keep the new platform healthy after the project ends.') },
  ],
  'Content strategy': [
    { thumb: 'content-audit', subtitle: i18nKey('Step one'), title: i18nKey('Inventory'), paragraph: i18nKey('We list every page and document you publish and note who reads it, who owns it and how current it is.') },
    { thumb: 'content-voice', subtitle: i18nKey('Step two'), title: i18nKey('Voice'), paragraph: i18nKey('A short style guide sets the tone, the words to use and the words to avoid, so every author sounds like you.') },
    { thumb: 'content-create', subtitle: i18nKey('Step three'), title: i18nKey('Create'), paragraph: i18nKey('We write, edit and structure the content in plain language, with headings and summaries people can scan.') },
    { thumb: 'content-govern', subtitle: i18nKey('Step four'), title: i18nKey('Govern'), paragraph: i18nKey('A publishing calendar and review dates keep the content accurate long after launch.') },
  ],
};

const SECTION_SUB: Record<ServiceCategory, string> = {
  Design: i18nKey('Our design process'),
  Development: i18nKey('Our development process'),
  'Online Marketing': i18nKey('Our marketing process'),
  Business: i18nKey('Our consulting process'),
  Technology: i18nKey('Our technology process'),
  'Content strategy': i18nKey('Our content process'),
};

// The heading and lead name the service: {{service}} is filled in with the translated title,
// in lower case, when the details page renders (so each language reads its own service name).
function processFor(cate: ServiceCategory): ServiceProcess {
  return {
    sectionSub: SECTION_SUB[cate],
    sectionTitle: i18nKey('How we deliver {{service}}'),
    para: i18nKey('Every {{service}} project follows the same four clear steps, so you always know what happens next and what we need from you.'),
    steps: STEPS[cate],
  };
}

// The English title stays the key: the slug of the details page and the picture come from it.
function service(title: string, cate: ServiceCategory, description: string): Service {
  return { title, cate, description, image: `service-${title}`, process: processFor(cate) };
}

/** The agency template's services (spec section 3: about 30, six categories). */
export const SERVICES: readonly Service[] = [
  service(i18nKey('Logo & Branding'), 'Design', i18nKey('A memorable identity: logo, colours and type that work everywhere your brand appears.')),
  service(i18nKey('Website Design'), 'Design', i18nKey('Clean, accessible page designs that guide visitors straight to what they came for.')),
  service(i18nKey('Mobile App Design'), 'Design', i18nKey('Interfaces that feel natural on small screens and respect each platform’s conventions.')),
  service(i18nKey('UI/UX Design'), 'Design', i18nKey('Research-led user experience that removes friction from every important task.')),
  service(i18nKey('Print Design'), 'Design', i18nKey('Brochures, posters and reports that carry your brand from the screen to paper.')),
  service(i18nKey('Web Development'), 'Development', i18nKey('Fast, secure websites built on proven tools and easy for your team to update.')),
  service(i18nKey('Mobile Development'), 'Development', i18nKey('Native-quality apps for Android and iOS from a single, maintainable code base.')),
  service(i18nKey('E-commerce Development'), 'Development', i18nKey('Online stores with reliable checkout, stock management and clear order tracking.')),
  service(i18nKey('API Integration'), 'Development', i18nKey('Connect your site to payment, mapping, booking and other services safely.')),
  service(i18nKey('Website Maintenance'), 'Development', i18nKey('Updates, backups and small improvements every month, without surprises.')),
  service(i18nKey('Search Engine Optimization'), 'Online Marketing', i18nKey('Technical fixes and useful content that help people find you in search results.')),
  service(i18nKey('Social Media Marketing'), 'Online Marketing', i18nKey('Posts, campaigns and community care on the networks your audience uses.')),
  service(i18nKey('Email Marketing'), 'Online Marketing', i18nKey('Newsletters and automated messages people are glad to receive.')),
  service(i18nKey('Pay Per Click'), 'Online Marketing', i18nKey('Search and display ads with a budget you control and results you can measure.')),
  service(i18nKey('Analytics & Reporting'), 'Online Marketing', i18nKey('Dashboards that turn visits and conversions into decisions.')),
  service(i18nKey('Business Consulting'), 'Business', i18nKey('An outside view of your organisation and a practical plan to improve it.')),
  service(i18nKey('Market Research'), 'Business', i18nKey('Surveys, interviews and data analysis that show what your customers need.')),
  service(i18nKey('Brand Strategy'), 'Business', i18nKey('A clear position and promise that set you apart from competitors.')),
  service(i18nKey('Project Management'), 'Business', i18nKey('Experienced managers who keep scope, budget and schedule under control.')),
  service(i18nKey('Customer Experience'), 'Business', i18nKey('Service journeys mapped and improved from the first contact to the last.')),
  service(i18nKey('Cloud Solutions'), 'Technology', i18nKey('Hosting and storage that grow with demand and cost only what you use.')),
  service(i18nKey('Cyber Security'), 'Technology', i18nKey('Assessments, hardening and training that reduce the risk of an incident.')),
  service(i18nKey('Data Analytics'), 'Technology', i18nKey('Pipelines and reports that bring your scattered data into one trusted view.')),
  service(i18nKey('IT Support'), 'Technology', i18nKey('A help desk that answers quickly and fixes the cause, not only the symptom.')),
  service(i18nKey('Digital Transformation'), 'Technology', i18nKey('Paper processes turned into simple online services, step by step.')),
  service(i18nKey('Content Writing'), 'Content strategy', i18nKey('Clear, friendly copy for pages, guides and campaigns.')),
  service(i18nKey('Copywriting'), 'Content strategy', i18nKey('Headlines and calls to action that make people want to read on.')),
  service(i18nKey('Video Production'), 'Content strategy', i18nKey('Short explainer and promotional videos, subtitled and accessible.')),
  service(i18nKey('Photography'), 'Content strategy', i18nKey('Product, team and event photography that shows who you really are.')),
  service(i18nKey('Content Audit'), 'Content strategy', i18nKey('A full review of your published content with a plan to fix, merge or retire it.')),
];

/** The categories in the order the services pages show them. */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [i18nKey('Design'), i18nKey('Development'), i18nKey('Online Marketing'), i18nKey('Business'), i18nKey('Technology'), i18nKey('Content strategy')];
