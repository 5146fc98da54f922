// The widgets remotes expose for other containers to embed (each remote's src/routes.json,
// "widgets"), with the props each one takes: the embedding side (RemoteSlot in @portal/shared)
// and the exposing side (the widget's own component) are typed from this one map, so a wrong
// widget name or a wrong prop fails the typecheck on both sides. Pages take no props and are
// found at run time from the route tables (RemotePage).
import type { FeedbackPageKind } from '@portal/contract';

/** A file attached to a city page, as its list shows it: label, address, size in bytes, type. */
export interface ListedPageFile {
  id: number;
  name: string;
  url: string;
  size: number;
  mime: string;
}

/** A widget that takes no props. */
export type NoProps = Record<string, never>;

/** Widget → its props. The key is the federation id: '<remote>/<exposed module without ./>'. */
export interface Widgets {
  'blog/HomeBlogSection': NoProps;
  'blog/LatestStories': NoProps;
  /** A post's or page's body, sanitised as the public page shows it (the console's previews). */
  'blog/PostBody': { html: string };
  /** A city page's attached files, listed with type and size as the public page lists them (the console's preview). */
  'blog/PageFileList': { files: readonly ListedPageFile[] };
  'contact/QuoteForm': NoProps;
  /** '¿Le resultó útil esta información?' under a procedure, a news story or a page. */
  'contact/PageFeedback': { kind: FeedbackPageKind; id: number };
}

export type WidgetName = keyof Widgets;
export type WidgetProps<K extends WidgetName> = Widgets[K];

/** A widget's remote and exposed module: 'contact/PageFeedback' → { remote: 'contact', module: './PageFeedback' }. */
export function widgetModule(name: WidgetName): { remote: string; module: string } {
  const slash = name.indexOf('/');
  return { remote: name.slice(0, slash), module: `./${name.slice(slash + 1)}` };
}
