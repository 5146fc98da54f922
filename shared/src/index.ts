// @portal/shared: the singletons every container uses. Import from here only, so the whole
// package stays one federated singleton. What only one container uses lives in that container;
// the types and rules of the HTTP calls live in @portal/contract. Versioning: shared/README.md.
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
export * from './ui/when-idle';
export * from './domain/slug';
export * from './domain/dates';
export * from './domain/date-time-format';
export * from './domain/opening-hours';
export * from './routing/router';
export * from './routing/not-found';
export * from './ssr/render-scope';
export * from './ssr/use-client-value';
