// @portal/shared: the contracts and singletons every container uses. Import from here only, so the
// whole package stays one federated singleton.
export * from './http/types';
export * from './http/boot';
export * from './http/client';
export * from './http/endpoints';
export * from './state/store';
export * from './state/atoms';
export * from './state/toasts';
export * from './state/customer';
export * from './i18n';
export * from './federation/registry';
export * from './federation/unavailable';
export * from './federation/RemoteSlot';
export * from './ui/PortalProviders';
export * from './ui/StandaloneSite';
export * from './ui/GlobalStyle';
export * from './domain/availability';
export * from './ui/page-title';
export * from './ui/Dialog';
export * from './ui/WhenNearViewport';
export * from './http/blog-endpoints';
export * from './domain/slug';
export * from './domain/body-cleanup';
export * from './domain/dates';
export * from './data-cache';
export * from './http/contact-endpoints';
export * from './routing/router';
