// How @portal/ui's parts translate: each part registers its own words (es.ts) on the page's one
// i18next instance when it loads, in whichever container compiled it (registering the same words
// again changes nothing). A caller's label, when given, is translated by the caller.
export { registerTranslations, useTranslation } from '@portal/shared';
