import { describe, expect, it } from 'vitest';
import { videoEmbed } from './client-workout-video.ts';

describe('videoEmbed', () => {
  const youtube = {
    kind: 'iframe',
    provider: 'YouTube',
    src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  };
  const vimeo = { kind: 'iframe', provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871' };
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s', youtube],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['https://youtu.be/dQw4w9WgXcQ', youtube],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', youtube],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', youtube],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', youtube],
    ['https://vimeo.com/76979871', vimeo],
    ['https://player.vimeo.com/video/76979871', vimeo],
    ['https://vimeo.com/channels/staffpicks/76979871', vimeo],
  ])('embeds %s through the player of its provider (YouTube: youtube-nocookie.com)', (url, embed) => {
    expect(videoEmbed(url)).toEqual(embed);
  });

  it('plays any other link as a video file', () => {
    expect(videoEmbed('https://cdn.example.com/squat.mp4')).toEqual({
      kind: 'video',
      src: 'https://cdn.example.com/squat.mp4',
    });
    expect(videoEmbed('https://www.youtube.com/channel/abc')).toEqual({
      kind: 'video',
      src: 'https://www.youtube.com/channel/abc',
    });
  });

  it('has nothing to play without an http(s) link', () => {
    expect(videoEmbed('')).toBeNull();
    expect(videoEmbed(null)).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
  });
});
