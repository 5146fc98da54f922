// Videos in a post or page body. The site loads nothing from another host until a citizen asks, so
// a body never holds a player: it holds a link to the video in a figure of VIDEO_EMBED_CLASS,
//   <figure class="video-embed"><a href="https://www.youtube.com/watch?v=…">The video's title</a></figure>
// inside the allow-list (rules/post-html.ts). Without JavaScript that is a plain link to the video;
// the public page turns it into a click-to-play facade that loads the privacy-friendly player
// (youtube-nocookie.com, player.vimeo.com with dnt=1) only after the click. The player's address is
// always built here from the video's id, never taken from the body.

/** The class of the figure that holds a video link. */
export const VIDEO_EMBED_CLASS = 'video-embed';

/** The only origins a frame of the site may load (the page CSP's frame-src): the two players. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoLink {
  provider: VideoProvider;
  /** 'YouTube' or 'Vimeo' */
  providerName: string;
  id: string;
  /** the video's page on its site (the link stored in the body) */
  watchUrl: string;
  /** the player loaded after the click, without tracking cookies, starting at once */
  playerUrl: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function youtube(id: string | undefined | null): VideoLink | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    provider: 'youtube', providerName: 'YouTube', id,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    playerUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  };
}

function vimeo(id: string | undefined, hash: string | undefined | null): VideoLink | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  const privateHash = hash && VIMEO_HASH.test(hash) ? hash : null;
  return {
    provider: 'vimeo', providerName: 'Vimeo', id,
    watchUrl: privateHash ? `https://vimeo.com/${id}/${privateHash}` : `https://vimeo.com/${id}`,
    playerUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${privateHash ? `&h=${privateHash}` : ''}`,
  };
}

// An absolute http(s) address split in its parts (the contract runs where no URL class is typed):
// a host of letters, digits, dots and dashes only (no user, no port), the path and the query.
const ADDRESS = /^https?:\/\/([a-z0-9.-]+)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;

/** A query string's parameter, as written (ids and hashes need no decoding). */
function parameter(query: string, name: string): string | null {
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [key, value] = pair.split('=');
    if (key === name) return value ?? '';
  }
  return null;
}

/**
 * The video a YouTube or Vimeo address shows (watch, short, share, embed and player addresses), or
 * null for any other address.
 */
export function parseVideoUrl(address: string): VideoLink | null {
  const match = ADDRESS.exec(address.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  const query = match[3] ?? '';
  if (YOUTUBE_HOSTS.has(host)) {
    if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
    if (parts.length === 1 && parts[0] === 'watch') return youtube(parameter(query, 'v'));
    if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) return youtube(parts[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    if (host === 'player.vimeo.com') return parts.length === 2 && parts[0] === 'video' ? vimeo(parts[1], parameter(query, 'h')) : null;
    if (parts.length === 1 || parts.length === 2) return vimeo(parts[0], parts[1]);
    return null;
  }
  return null;
}
