// The rich editor's video: a block holding a link to a YouTube or Vimeo video with its title, stored
// as the contract writes it (rules/video-embeds.ts: <figure class="video-embed"><a href>title</a></figure>,
// inside the allow-list). The public page shows it as a click-to-play facade; the editor keeps it as
// one unit (an atom) that is selected, moved and deleted whole.
import { Node } from '@tiptap/core';
import { parseVideoUrl, VIDEO_EMBED_CLASS } from '@portal/contract';

export interface VideoAttributes {
  /** the video's page (parseVideoUrl's watchUrl) */
  href: string;
  title: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a video block after the selection. */
      insertVideo: (attributes: VideoAttributes) => ReturnType;
    };
  }
}

export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return { href: { default: '' }, title: { default: '' } };
  },
  parseHTML() {
    return [{
      tag: `figure.${VIDEO_EMBED_CLASS}`,
      // Only a figure whose one link is a video: anything else is read as ordinary content.
      getAttrs: (element) => {
        const links = element.querySelectorAll('a[href]');
        const video = links.length === 1 ? parseVideoUrl(links[0]!.getAttribute('href') ?? '') : null;
        return video ? { href: video.watchUrl, title: (links[0]!.textContent ?? '').trim() || video.providerName } : false;
      },
    }];
  },
  renderHTML({ node }) {
    return ['figure', { class: VIDEO_EMBED_CLASS }, ['a', { href: String(node.attrs.href) }, String(node.attrs.title)]];
  },
  addCommands() {
    return {
      insertVideo: (attributes) => ({ commands }) => commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});
