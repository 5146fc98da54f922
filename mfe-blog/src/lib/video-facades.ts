// A body's video links (contract rules/video-embeds.ts) as click-to-play facades: a placeholder made
// here (the video's title, its site, a play button; nothing fetched from another host) and a link
// to the video's page. Only a click loads the privacy-friendly player, in place of the placeholder.
// The body is already sanitised when this runs; the markup added here is built with DOM calls (the
// title is text, never HTML) and the player's address always comes from parseVideoUrl.
import { parseVideoUrl, VIDEO_EMBED_CLASS, type VideoLink } from '@portal/contract';

/** The texts of a facade, in the visitor's language. */
export interface FacadeTexts {
  play: (title: string, provider: string) => string;
  note: (provider: string) => string;
  watch: (provider: string) => string;
  frameTitle: (title: string) => string;
}

const FACADE_CLASS = 'video-facade';
const PLAY_CLASS = 'video-play';

/** The video a facade's figure links to, with the title the editor gave it. */
function videoOf(figure: Element): { video: VideoLink; title: string } | null {
  const links = figure.querySelectorAll('a[href]');
  if (links.length !== 1) return null;
  const video = parseVideoUrl(links[0]!.getAttribute('href') ?? '');
  const title = (links[0]!.textContent ?? '').trim();
  return video ? { video, title: title || video.providerName } : null;
}

function element(document: Document, tag: string, className: string, text?: string): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** `html` (sanitised) with each video figure turned into a facade; other HTML is left as it is. */
export function withVideoFacades(html: string, texts: FacadeTexts): string {
  if (!html.includes(VIDEO_EMBED_CLASS)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = template.content.ownerDocument;
  for (const figure of Array.from(template.content.querySelectorAll(`figure.${VIDEO_EMBED_CLASS}`))) {
    const found = videoOf(figure);
    if (!found) continue;
    const { video, title } = found;
    const button = element(doc, 'button', PLAY_CLASS);
    button.setAttribute('type', 'button');
    button.setAttribute('aria-label', texts.play(title, video.providerName));
    button.append(element(doc, 'span', 'video-play-icon'), element(doc, 'span', 'video-title', title), element(doc, 'span', 'video-note', texts.note(video.providerName)));
    const caption = element(doc, 'figcaption', 'video-caption');
    const link = element(doc, 'a', 'video-watch', texts.watch(video.providerName));
    link.setAttribute('href', video.watchUrl);
    caption.append(link);
    const placeholder = element(doc, 'div', 'video-frame');
    placeholder.append(button);
    figure.replaceChildren(placeholder, caption);
    figure.classList.add(FACADE_CLASS);
  }
  return template.innerHTML;
}

/**
 * The click handler of a body with facades: a press on a play button puts the player in its
 * place (starting at once) and moves the focus to it. Answers false for any other click.
 */
export function playVideoOnClick(target: EventTarget | null, texts: FacadeTexts): boolean {
  const button = target instanceof Element ? target.closest(`button.${PLAY_CLASS}`) : null;
  const figure = button?.closest(`figure.${FACADE_CLASS}`);
  const frame = button?.parentElement;
  if (!button || !figure || !frame) return false;
  const link = figure.querySelector('a.video-watch');
  const video = parseVideoUrl(link?.getAttribute('href') ?? '');
  if (!video) return false;
  const title = (figure.querySelector('.video-title')?.textContent ?? '').trim() || video.providerName;
  const player = document.createElement('iframe');
  player.src = video.playerUrl;
  player.title = texts.frameTitle(title);
  player.setAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
  player.setAttribute('allowfullscreen', '');
  player.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.replaceChildren(player);
  player.focus();
  return true;
}
