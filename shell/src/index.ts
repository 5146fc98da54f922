import { applyTheme, initialTheme } from './theme/theme-preference';

// Before anything else: the remembered or system theme, so the page never flashes the wrong one.
applyTheme(initialTheme());

/** Resolves in a later task, so that the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The async boundary: shared singletons are negotiated before any application code runs. The
// libraries, @portal/shared, React's renderer and the application are evaluated each in a task of
// its own: in one, they were a phone's longest task of the visit (about 110 ms at Lighthouse's 4×
// CPU, issue 20's blocking time). Their files are all announced up front (BootPreloadPlugin
// follows every import of this module), so the steps wait on no download.
const steps = [
  () => Promise.all([import('react'), import('jotai')]),
  () => import('styled-components'),
  () => import('@portal/shared'),
  () => import('react-dom/client'),
  () => import('./bootstrap'),
];
void steps.reduce<Promise<unknown>>((previous, step) => previous.then(nextTask).then(step), Promise.resolve());
