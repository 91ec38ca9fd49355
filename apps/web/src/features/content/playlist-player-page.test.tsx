import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ContentItem, MediaFile } from '@trilha/shared/api/content';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PlaylistPlayerPage } from './playlist-player-page';

const files: MediaFile[] = [
  {
    hashedId: 'abc123',
    name: 'Boas-vindas',
    url: '/media/boas-vindas.mp4',
    thumbnail: null,
    mimetype: 'video/mp4',
    duration: 60,
  },
  {
    hashedId: 'def456',
    name: 'Nossa história',
    url: '/media/historia.mp4',
    thumbnail: null,
    mimetype: 'video/mp4',
    duration: 90,
  },
];
let listed: MediaFile[] = files;
vi.mock('../../api/content', () => ({
  fetchContentItem: async () => ({ success: true, content: buildItem() }),
  fetchMediaCenter: async () => ({ success: true, files: listed }),
}));

function buildItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    idContentItem: 7,
    idContentType: 7,
    idSection: 3,
    idContentGroup: null,
    text: 'Integração em vídeo',
    description: null,
    image: null,
    imageSecondary: null,
    author: null,
    content: null,
    contentLocation: null,
    referenceLink: null,
    backgroundColor: null,
    rating: 3,
    numberVotes: 2,
    vote: null,
    progress: 0,
    completed: 0,
    duration: null,
    lastPosition: 0,
    timeExecuted: 0,
    idChatRoom: null,
    initDate: null,
    parent: null,
    parentName: null,
    idClassification: null,
    classificationAbbreviation: null,
    classificationTitle: null,
    mimetype: null,
    tags: [],
    children: [],
    ...overrides,
  };
}

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wtplayer/:hashedId" element={<PlaylistPlayerPage host="video-host" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PlaylistPlayerPage (spec 2, 2.1)', () => {
  it('an address naming a video the list does not have says so, never that the list beside it is empty', async () => {
    listed = files;
    open('/wtplayer/nao-existe?idSection=3&content=7&type=7');
    expect(
      await screen.findByText('Este vídeo não está nesta lista. Escolha um dos vídeos da lista.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Nossa história/ })).toBeInTheDocument();
    expect(screen.queryByText('Não há vídeos disponíveis nesta lista')).not.toBeInTheDocument();
  });

  it('an empty list says it is empty', async () => {
    listed = [];
    open('/wtplayer/nao-existe?idSection=3&content=7&type=7');
    expect((await screen.findAllByText('Não há vídeos disponíveis nesta lista')).length).toBeGreaterThan(0);
  });
});
