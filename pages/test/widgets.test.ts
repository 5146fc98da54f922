import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REMOTES } from '@portal/tooling/containers.cjs';
import { readContainerRoutes } from '@portal/tooling/container-routes.cjs';
import { widgetModule, type WidgetName } from '../src/widgets.ts';

// Every widget of the map, once: the typecheck refuses a missing or an unknown name here.
const MAPPED: Record<WidgetName, true> = {
  'blog/HomeBlogSection': true,
  'blog/LatestStories': true,
  'blog/PostBody': true,
  'blog/PageFileList': true,
  'contact/QuoteForm': true,
  'contact/PageFeedback': true,
};

test('the widget map names exactly the widgets the remotes expose', () => {
  const exposed = REMOTES.flatMap((remote) =>
    readContainerRoutes(remote.dir, { remote: true }).published.widgets.map((module) => `${remote.name}/${module.replace(/^\.\//, '')}`),
  );
  assert.deepEqual(Object.keys(MAPPED).sort(), exposed.sort());
});

test("a widget's name splits into its remote and exposed module", () => {
  assert.deepEqual(widgetModule('contact/PageFeedback'), { remote: 'contact', module: './PageFeedback' });
});
