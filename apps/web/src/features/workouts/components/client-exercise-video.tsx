import type { VideoEmbed } from '../lib/client-workout-video.ts';

/** The demo player: YouTube (no-cookie) and Vimeo in an iframe, any other link in a <video> element. */
export function ClientExerciseVideo({ embed, title }: { embed: VideoEmbed; title: string }) {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      {embed.kind === 'iframe' ? (
        <iframe
          src={embed.src}
          title={title}
          className="size-full"
          // Full screen is allowed through `allow`; the older allowfullscreen attribute beside it
          // only makes the browser warn that `allow` takes precedence.
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video src={embed.src} title={title} className="size-full" controls playsInline preload="metadata">
          <a href={embed.src} target="_blank" rel="noreferrer" className="text-white underline">
            Open the video
          </a>
        </video>
      )}
    </div>
  );
}
