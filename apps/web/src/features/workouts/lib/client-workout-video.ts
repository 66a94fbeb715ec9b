/** How an exercise's demo link is played: YouTube and Vimeo embedded in an iframe, anything else in <video>. */
export type VideoEmbed =
  { kind: 'iframe'; src: string; provider: 'YouTube' | 'Vimeo' } | { kind: 'video'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'player.vimeo.com'
      ? parts[0] === 'video'
        ? parts[1]
        : undefined
      : parts.findLast((p) => VIMEO_ID.test(p));
  return id && VIMEO_ID.test(id) ? id : null;
}

/** The player of a demo link, or null when there is no usable http(s) link. */
export function videoEmbed(videoUrl: string | null | undefined): VideoEmbed | null {
  const raw = videoUrl?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt) return { kind: 'iframe', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'iframe', provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'video', src: url.href };
}
