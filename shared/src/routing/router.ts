// The router every container uses. Containers import it from @portal/shared, never from
// react-router-dom, so the page holds one router (one context for the shell's BrowserRouter and
// every remote's Link) without sharing react-router-dom whole: a federated module keeps all its
// exports, while these re-exports let the build drop the data-router code nobody here uses
// (about 14 KB brotli on every first visit). `Router` is the base the shell's server render uses
// with a fixed location (react-router-dom/server would add the data-router code back).
// `matchRoutes` is the matching `Routes` already runs: the shell hands it to @portal/pages's
// `pageMatcher`, so the server, the router and the prefetch pick pages alike at no extra bytes.
export { BrowserRouter, Router, Link, NavLink, Route, Routes, matchRoutes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { LinkProps, NavLinkProps } from 'react-router-dom';
