import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { withErrorScreen } from '../ui/error-screen';
import { RequireSession } from './require-session';
import { SECTION_SCREEN_COMPONENTS } from './section-screen-components';
import { TermsGate } from './terms-gate';

const profileRoute = async () => {
  const [{ ProfilePage }, { PointsPanel }] = await Promise.all([
    import('../features/profile/profile-page'),
    import('../features/points/points-panel'),
  ]);
  return {
    Component: () => (
      <ProfilePage>
        <PointsPanel />
      </ProfilePage>
    ),
  };
};
/** The home, with the campaign modal (spec document 2, "Campaign (used by shared modals)"). */
const homeRoute = async () => {
  const [{ HomePage }, { CampaignNotice }] = await Promise.all([
    import('../features/home/home-page'),
    import('../features/campaigns/campaign-notice'),
  ]);
  return {
    Component: () => (
      <>
        <HomePage />
        <CampaignNotice onlyWithGamification />
      </>
    ),
  };
};
/** The chat of a content item's room: its code loads only for an item that has one (live and video screens). */
const ContentChat = lazy(async () => ({ default: (await import('../features/chat/chat-room-section')).ContentChat }));

const profileEditRoute = async () => ({
  Component: (await import('../features/profile/profile-edit-page')).ProfileEditPage,
});

/** Signed-in pages of the content and engagement app (idAppType 1), each area loaded on demand. */
export const contentRoutes: RouteObject[] = [
  {
    element: <RequireSession />,
    children: [
      { path: '/terms', lazy: async () => ({ Component: (await import('../features/terms/terms-page')).TermsPage }) },
      {
        element: <TermsGate />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout')).AppLayout }),
            children: withErrorScreen([
              { index: true, lazy: homeRoute },
              { path: '/perfil', lazy: profileRoute },
              { path: '/editar-perfil', lazy: profileEditRoute },
              { path: '/editPerfil', lazy: profileEditRoute },
              {
                path: '/offline',
                lazy: async () => ({ Component: (await import('./offline/kept-files-page')).KeptFilesPage }),
              },
              {
                path: '/lojinha',
                lazy: async () => ({ Component: (await import('../features/store/store-page')).StorePage }),
              },
              {
                path: '/detalheslojinha',
                lazy: async () => ({
                  Component: (await import('../features/store/store-detail-page')).StoreDetailPage,
                }),
              },
              {
                path: '/cartlojinha',
                lazy: async () => ({ Component: (await import('../features/store/store-cart-page')).StoreCartPage }),
              },
              {
                path: '/content/:idContentItem',
                lazy: async () => {
                  const { ContentPage } = await import('../features/content/content-page');
                  return {
                    Component: () => (
                      <ContentPage
                        renderChat={(item) => (
                          <Suspense fallback={null}>
                            <ContentChat item={item} />
                          </Suspense>
                        )}
                      />
                    ),
                  };
                },
              },
              {
                path: '/wtplayer/:hashedId',
                lazy: async () => {
                  const { PlaylistPlayerPage } = await import('../features/content/playlist-player-page');
                  return { Component: () => <PlaylistPlayerPage host="video-host" /> };
                },
              },
              {
                path: '/ytplayer/:videoId',
                lazy: async () => {
                  const { PlaylistPlayerPage } = await import('../features/content/playlist-player-page');
                  return { Component: () => <PlaylistPlayerPage host="youtube" /> };
                },
              },
              {
                path: '/userupload/:idUserUpload',
                lazy: async () => ({
                  Component: (await import('../features/uploads/user-upload-page')).UserUploadPage,
                }),
              },
              {
                path: '/PerfilUsuario',
                lazy: async () => ({
                  Component: (await import('../features/directory/user-profile-page')).UserProfilePage,
                }),
              },
              {
                path: '/chat/:room',
                lazy: async () => ({ Component: (await import('../features/chat/chat-room-page')).ChatRoomPage }),
              },
              {
                path: ':slug/:idSection',
                lazy: async () => {
                  const { SectionPage } = await import('../features/sections/section-page');
                  return { Component: () => <SectionPage screens={SECTION_SCREEN_COMPONENTS} /> };
                },
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('./not-found-route')).NotFoundRoute }),
              },
            ]),
          },
        ],
      },
    ],
  },
];
