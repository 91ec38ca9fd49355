import { act, fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_SPINNER_MAX_MS } from '@trilha/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentImage } from './content-image';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = (image: HTMLElement) => image.parentElement as HTMLElement;

describe('ContentImage (spec 1, 9: image spinner hidden after 7 s; spec 3, 9: format variants)', () => {
  it('reserves the box of the image before it loads, so the page does not move', () => {
    render(<ContentImage src="/files/acme/capa.jpg" alt="Capa" aspectRatio="16 / 9" />);
    expect(box(screen.getByAltText('Capa'))).toHaveStyle({ aspectRatio: '16 / 9' });
    render(<ContentImage src="/files/acme/foto.jpg" alt="Foto" width={400} height={300} />);
    expect(box(screen.getByAltText('Foto'))).toHaveStyle({ aspectRatio: '400 / 300' });
  });

  it('spins while loading and stops spinning once the image arrives', () => {
    render(<ContentImage src="/files/acme/capa.jpg" alt="Capa" aspectRatio={1} />);
    expect(screen.getByTestId('image-spinner')).toBeInTheDocument();
    expect(box(screen.getByAltText('Capa'))).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(screen.getByAltText('Capa'));
    expect(screen.queryByTestId('image-spinner')).toBeNull();
    expect(screen.getByAltText('Capa')).toHaveClass('opacity-100');
  });

  it('gives up spinning after 7 s while the placeholder keeps its place', () => {
    render(<ContentImage src="/files/acme/lenta.jpg" alt="Lenta" aspectRatio={1} />);
    act(() => vi.advanceTimersByTime(IMAGE_SPINNER_MAX_MS - 1));
    expect(screen.getByTestId('image-spinner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('image-spinner')).toBeNull();
    expect(box(screen.getByAltText('Lenta'))).toHaveStyle({ aspectRatio: '1' });
  });

  it('loads the landscape variant for the screen, and the image itself when the variant is missing', () => {
    vi.stubGlobal('innerWidth', 1280);
    render(<ContentImage src="/files/acme/banner.jpg" alt="Banner" shape="landscape" aspectRatio="3 / 1" />);
    const image = screen.getByAltText('Banner');
    expect(image).toHaveAttribute('src', '/files/acme/banner-format-landscape-large.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/files/acme/banner.jpg');
    fireEvent.load(image);
    expect(image).toHaveClass('opacity-100');
  });

  it('picks the phone variant on a phone', () => {
    vi.stubGlobal('innerWidth', 390);
    render(<ContentImage src="/files/acme/banner.jpg" alt="Banner" shape="landscape" aspectRatio="3 / 1" />);
    expect(screen.getByAltText('Banner')).toHaveAttribute('src', '/files/acme/banner-format-landscape-small.jpg');
  });

  it('shows the placeholder alone when there is no image or it cannot load', () => {
    const { container } = render(<ContentImage src={null} alt="" aspectRatio={1} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('image-spinner')).toBeNull();
    render(<ContentImage src="/files/acme/quebrada.jpg" alt="Quebrada" aspectRatio={1} />);
    fireEvent.error(screen.getByAltText('Quebrada'));
    expect(screen.queryByTestId('image-spinner')).toBeNull();
    expect(screen.getByAltText('Quebrada')).toHaveClass('opacity-0');
  });
});
