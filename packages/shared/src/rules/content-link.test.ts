import { describe, expect, it } from 'vitest';
import { isDownloadLocation, isShownDescription, isVideoLocation, isYouTubeLink } from './content-link';

describe('content viewer rules (spec 3, 2.5 and 5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=AcmeAcad001', true],
    ['youtu.be/AcmeAcad001', true],
    ['https://vimeo.com/123', false],
    ['', false],
    [null, false],
  ])('YouTube pattern %s -> %s', (link, expected) => {
    expect(isYouTubeLink(link)).toBe(expected);
  });

  it.each([
    ['/files/a/video.mp4', true],
    ['/files/a/video.MOV?x=1', true],
    ['/files/a/audio.mp3', false],
    ['https://youtu.be/AcmeAcad001', true],
  ])('video location %s -> %s', (location, expected) => {
    expect(isVideoLocation(location)).toBe(expected);
  });

  it.each([
    ['N/A', false],
    [' n/a ', false],
    ['-', false],
    ['', false],
    ['Um vídeo curto.', true],
  ])('description %j shown: %s', (description, expected) => {
    expect(isShownDescription(description)).toBe(expected);
  });

  it.each([
    ['/files/demo/guia.pdf', true],
    ['https://cdn.example/guia.pdf', true],
    ['javascript:alert(1)', false],
    ['//evil.example/x', false],
    ['', false],
  ])('download location %s -> %s', (location, expected) => {
    expect(isDownloadLocation(location)).toBe(expected);
  });
});
