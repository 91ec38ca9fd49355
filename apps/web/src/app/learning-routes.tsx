import type { RouteObject } from 'react-router';
import { withErrorScreen } from '../ui/error-screen';
import type { LearningRouteHandle } from './learning/learning-layout';
import { RequireSession } from './require-session';

/** The learning home, with the campaign modal (spec document 2, "Campaign (used by shared modals)"). */
const homePage = {
  lazy: async () => {
    const [{ LearningHomePage }, { CampaignNotice }] = await Promise.all([
      import('../features/learning/home/learning-home-page'),
      import('../features/campaigns/campaign-notice'),
    ]);
    return {
      Component: () => (
        <>
          <LearningHomePage />
          <CampaignNotice />
        </>
      ),
    };
  },
};
const levelPage = {
  lazy: async () => ({ Component: (await import('../features/learning/level/level-page')).LevelPage }),
};
const catalogPage = {
  lazy: async () => ({ Component: (await import('../features/learning/catalog/catalog-page')).CatalogPage }),
};
const contentPage = {
  lazy: async () => ({ Component: (await import('../features/learning/viewer/content-page')).ContentPage }),
  handle: { footer: 'hide' } satisfies LearningRouteHandle,
};
const evaluationPage = {
  lazy: async () => ({ Component: (await import('../features/evaluations/evaluation-page')).EvaluationPage }),
  handle: { footer: 'hide' } satisfies LearningRouteHandle,
};

const lessonTreePage = {
  lazy: async () => ({
    Component: (await import('../features/learning/lessons/lesson-tree-page')).LessonTreePage,
  }),
  handle: { footer: 'hide' } satisfies LearningRouteHandle,
};
const lessonPlayerPage = {
  lazy: async () => ({
    Component: (await import('../features/learning/lessons/lesson-player-page')).LessonPlayerPage,
  }),
  handle: { footer: 'hide' } satisfies LearningRouteHandle,
};

/** Signed-in pages of the learning platform (idAppType 2), spec 3, 2.1; each area loaded on demand. */
export const learningRoutes: RouteObject[] = [
  {
    element: <RequireSession />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./learning/learning-layout')).LearningLayout }),
        children: withErrorScreen([
          { index: true, ...homePage },
          { path: 'home', ...homePage },
          { path: 'level', lazy: async () => ({ Component: (await import('./learning/redirect-home')).RedirectHome }) },
          { path: 'level/:idEnrollment', ...levelPage },
          { path: 'level/:idEnrollment/:nodeCode', ...levelPage },
          {
            path: 'nodeTree/:id',
            lazy: async () => ({
              Component: (await import('../features/learning/catalog/node-tree-page')).NodeTreePage,
            }),
          },
          {
            path: 'cardlist/:id',
            lazy: async () => ({
              Component: (await import('../features/learning/catalog/card-list-page')).CardListPage,
            }),
          },
          { path: 'catalog/:nodeCode', ...catalogPage },
          { path: 'catalog/:nodeCode/:idEnrollment', ...catalogPage },
          { path: 'contentNode/:idContent', ...contentPage },
          { path: 'contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:extra', ...contentPage },
          { path: 'contentNode/:idContent/:idNodeEnrollment/:idEnrollment/:idUser/:extra/:scoType', ...contentPage },
          {
            path: 'searchResult/:searchValue',
            lazy: async () => ({
              Component: (await import('../features/learning/search/search-results-page')).SearchResultsPage,
            }),
          },
          { path: 'lms/:idEnrollment/:idContentItem/:idNodeEnrollment?/:isFluidNavigation?', ...lessonTreePage },
          {
            path: 'lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment?/:scoType?/:scormCompleted?/:idTeam?',
            ...lessonPlayerPage,
          },
          { path: 'evaluations/:idEnrollment/:idEvaluation', ...evaluationPage },
          { path: 'evaluations/:idEnrollment/:idEvaluation/:idQuestionnaire', ...evaluationPage },
          { path: 'evaluations/*', ...evaluationPage },
          {
            path: 'offline',
            lazy: async () => ({ Component: (await import('./offline/kept-files-page')).KeptFilesPage }),
          },
          {
            path: 'myJourney/:tab?',
            lazy: async () => ({ Component: (await import('../features/journey/journey-page')).JourneyPage }),
          },
          {
            path: 'editPerfil',
            lazy: async () => ({ Component: (await import('./learning/learning-profile-page')).LearningProfilePage }),
          },
          {
            path: 'contactus',
            lazy: async () => ({ Component: (await import('../features/account/contact-page')).ContactPage }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('./learning/learning-terms-route')).LearningTermsRoute }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./learning/not-found-page')).LearningNotFoundPage }),
            handle: { footer: 'hide' } satisfies LearningRouteHandle,
          },
        ]),
      },
    ],
  },
];
