import { Component, startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import styled from 'styled-components';
import { isRemoteUnavailable } from './unavailable';
import { resetRemote } from './registry';
import { i18nKey, useTranslation } from '../i18n';
import { useRenderScope } from '../ssr/render-scope';
import type { WidgetName, Widgets } from '@portal/pages';

type AnyProps = Record<string, unknown>;
type Loaded = { default: ComponentType<AnyProps> };

// A remote page is loaded once per page view; coming back to a route renders it at once.
const loadedModules = new Map<string, ComponentType<AnyProps>>();
// Loads started ahead of their slot (prefetchRemoteModule), taken over by the slot when it mounts.
const earlyLoads = new Map<string, Promise<Loaded>>();

/** The federation id of a remote's exposed module: ('procedures', './ProceduresPage') → 'procedures/ProceduresPage'. */
export const moduleId = (remote: string, module: string) => `${remote}/${module.replace(/^\.\//, '')}`;

/** The component a loaded module exports, or null when it is the unavailable marker or no component. */
function componentOf(loaded: unknown): ComponentType<AnyProps> | null {
  // memo() and forwardRef() components are objects, plain ones functions; anything else is no component.
  const exported = isRemoteUnavailable(loaded) ? undefined : (loaded as Loaded | undefined)?.default;
  return exported && (typeof exported === 'function' || typeof exported === 'object') ? exported : null;
}

/**
 * Loads a remote's exposed module and answers its component, or null when it cannot be had. The
 * server renderer calls it before rendering a page; the browser, for the modules the server
 * rendered, before hydrating (the first render must match the server's HTML).
 */
export async function loadRemoteComponent(remote: string, module: string): Promise<ComponentType<AnyProps> | null> {
  const id = moduleId(remote, module);
  const early = earlyLoads.get(id);
  earlyLoads.delete(id);
  try {
    return componentOf(await (early ?? loadRemote<Loaded>(id)));
  } catch {
    return null;
  }
}

/** Makes a loaded module render at once in its slot (the browser, before hydrating). */
export function rememberRemoteComponent(remote: string, module: string, component: ComponentType<AnyProps>): void {
  loadedModules.set(moduleId(remote, module), component);
}

/**
 * Starts loading a remote's exposed module before any slot shows it: the shell calls it for the
 * page being opened while the site config is still on its way, so the remote's manifest, entry and
 * page arrive one step earlier. A failure is left to the slot, which shows it with 'Reintentar'.
 */
export function prefetchRemoteModule(remote: string, module: string): void {
  const id = moduleId(remote, module);
  if (loadedModules.has(id) || earlyLoads.has(id)) return;
  const load = loadRemote<Loaded>(id);
  load.catch(() => undefined);
  earlyLoads.set(id, load as Promise<Loaded>);
}

/** i18n key of the unavailable-service message ('Este servicio no está disponible en este momento.'). */
export const REMOTE_UNAVAILABLE_TEXT = i18nKey('This service is not available right now.');

const Fallback = styled.div`
  margin: 2rem auto;
  max-width: 40rem;
  padding: 1.5rem;
  border: 1px solid var(--color-border, #8a8a8a);
  border-radius: 8px;
  text-align: center;
  button {
    margin-top: 1rem;
  }
`;

/** The unavailable-service message with 'Reintentar', shown where a remote's page cannot be. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Fallback role="alert">
      <p>{t(REMOTE_UNAVAILABLE_TEXT)} {t('Try again in a few minutes.')}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('Retry')}
      </button>
    </Fallback>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Layer 3: a remote that throws while rendering is contained in its slot. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Un módulo remoto falló al mostrarse:', error, info.componentStack);
  }
  render() {
    if (this.state.failed) {
      return (
        <RemoteFallback
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

interface ModuleSlotProps {
  /** Registry name of the remote, e.g. 'procedures'. */
  remote: string;
  /** Exposed module, e.g. './ProceduresPage'. */
  module: string;
  /** Props passed to the remote component. */
  props?: AnyProps;
  /** Shown while the remote loads. Keep it the same element between renders (useMemo): a new one
   *  is a change the page's boundary must take, even while it is still hydrating. */
  loading?: ReactNode;
}

/** A widget's props: optional for a widget that takes none, required (and checked) for the others. */
type WidgetPropsOf<K extends WidgetName> = Record<string, never> extends Widgets[K] ? { props?: Widgets[K] } : { props: Widgets[K] };

/** One widget of the map in @portal/pages, with the props that widget takes. */
export type RemoteSlotProps<K extends WidgetName> = {
  /** The widget: '<remote>/<module>', e.g. 'contact/PageFeedback'. */
  widget: K;
  /** Shown while the remote loads. Keep it the same element between renders (useMemo): a new one
   *  is a change the page's boundary must take, even while it is still hydrating. */
  loading?: ReactNode;
} & WidgetPropsOf<K>;

/** A page of a remote's route table: found at run time, so named by strings; pages take no props. */
export interface RemotePageProps {
  /** Registry name of the remote, e.g. 'procedures'. */
  remote: string;
  /** Exposed module, e.g. './ProceduresPage'. */
  module: string;
  loading?: ReactNode;
}

type SlotState = { status: 'loading' } | { status: 'ready'; Component: ComponentType<AnyProps> } | { status: 'failed' };

/**
 * Renders one exposed component of a remote, loaded on demand. Whatever goes wrong (the remote is
 * down, answers 404, or throws) the slot shows a Spanish message with 'Reintentar' and the rest of
 * the page keeps working.
 */
function RemoteModuleSlot({ remote, module, props, loading = null }: ModuleSlotProps) {
  const id = moduleId(remote, module);
  // On the server, only what the renderer loaded for this request; nothing else is waited for.
  const scope = useRenderScope();
  const cached = scope ? scope.modules.get(id) : loadedModules.get(id);
  const [state, setState] = useState<SlotState>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const known = loadedModules.get(id);
    if (known && attempt === 0) {
      // Mostly already so (a page the server rendered, hydrating): keeping the same state object
      // renders nothing again. A new one would reach the page's Suspense boundary while it is
      // still hydrating, and React would throw its server HTML away (error #421).
      setState((current) => (current.status === 'ready' && current.Component === known ? current : { status: 'ready', Component: known }));
      return;
    }
    let live = true;
    // Unchanged when already loading: a slot the server left loading is still hydrating now.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    const early = attempt === 0 ? earlyLoads.get(id) : undefined;
    earlyLoads.delete(id);
    (early ?? loadRemote<Loaded>(id))
      .then((loaded) => {
        if (!live) return;
        const exported = componentOf(loaded);
        if (!exported) {
          setState({ status: 'failed' });
          return;
        }
        loadedModules.set(id, exported);
        // A remote page's first render is a transition: rendered in slices, not one long task.
        startTransition(() => setState({ status: 'ready', Component: exported }));
      })
      .catch((error: unknown) => {
        console.error(`No se pudo cargar ${id}:`, error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    loadedModules.delete(id);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [id, remote]);

  const Loaded = state.status === 'ready' ? state.Component : null;
  // The same element while nothing it shows has changed: React hydrates a server-rendered page's
  // boundary after the frame around it, and a parent re-rendering meanwhile (a hook that reads a
  // browser-only value, say) would otherwise hand the boundary new props, which React answers by
  // throwing the server's HTML away (error #421) and rendering the page again.
  const page = useMemo(
    () =>
      Loaded && (
        <RemoteErrorBoundary key={attempt} onRetry={retry}>
          {/* On the server a throwing page renders this fallback instead of failing the whole page,
              and the browser renders the slot itself (then the boundary above catches the error). */}
          <Suspense fallback={loading}>
            <Loaded {...props} />
          </Suspense>
        </RemoteErrorBoundary>
      ),
    [Loaded, attempt, retry, loading, props],
  );

  // Inside a Suspense boundary like the loaded page below: a server render that could not show the
  // page (a widget slot inside a page, whose module the server did not load) leaves this same
  // boundary in its HTML, so the browser's first render matches it. The same element, for the
  // same reason as the page's.
  const waiting = useMemo(() => <Suspense fallback={loading}>{loading}</Suspense>, [loading]);

  if (state.status === 'loading') return waiting;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  return page;
}

/**
 * A widget of another remote, typed by the widget map of @portal/pages: a widget name or a prop
 * the map does not have fails the typecheck. Loading and failure as for any remote module.
 */
export function RemoteSlot<K extends WidgetName>(slot: RemoteSlotProps<K>) {
  // A remote built against @portal/shared before 2.3 names the remote and the module apart; the
  // page runs the shell's copy of this package, so those calls keep working.
  const legacy = slot as unknown as Partial<ModuleSlotProps>;
  const slash = slot.widget ? slot.widget.indexOf('/') : -1;
  const remote = slot.widget ? slot.widget.slice(0, slash) : (legacy.remote ?? '');
  const module = slot.widget ? `./${slot.widget.slice(slash + 1)}` : (legacy.module ?? '');
  return <RemoteModuleSlot remote={remote} module={module} props={slot.props as AnyProps | undefined} loading={slot.loading} />;
}

/** A page of a remote's route table (the shell's routes): no props, as pages take none. */
export function RemotePage({ remote, module, loading }: RemotePageProps) {
  return <RemoteModuleSlot remote={remote} module={module} loading={loading} />;
}
