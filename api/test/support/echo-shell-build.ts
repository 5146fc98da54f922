// A shell server build for tests of rendered pages: each render says which process made it and
// its number there, the language, the anti-forgery token it was given (the hosting page's
// placeholder) and the titles of the news it was rendered with.
import fs from 'node:fs';
import path from 'node:path';

export function writeEchoShellBuild(shellDist: string): void {
  fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'server', 'remoteEntry.js'), `
let renders = 0;
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
exports.shell = {
  init() {},
  async get() {
    return () => ({
      async renderPage({ boot, language }) {
        renders += 1;
        const posts = (boot.ssr && boot.ssr.data && boot.ssr.data.posts && boot.ssr.data.posts.data) || [];
        const titles = posts.map((post) => '<li>' + escape(post.title) + '</li>').join('');
        return {
          html: '<main data-process="' + process.pid + '" data-render="' + renders + '" data-language="' + language + '"><ul>' + titles + '</ul>'
            + '<form method="post"><input type="hidden" name="csrftoken" value="' + escape(boot.csrfToken) + '"></form></main>',
          styles: '', modules: [], skipped: [],
        };
      },
      async warmRemotes() {},
    });
  },
};
`);
}

/** Which process rendered a page, and which of its renders it was. */
export function renderOf(html: string): { process: number; render: number } {
  const match = /data-process="(\d+)" data-render="(\d+)"/.exec(html);
  return { process: Number(match?.[1] ?? 0), render: Number(match?.[2] ?? 0) };
}
