import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../ui/error-screen';
import { RequireSession } from './require-session';

/** A console page; if it fails, the product's error screen shows inside the console. */
const adminPage = (load: () => Promise<{ Component: () => React.ReactNode }>) => ({
  lazy: load,
  errorElement: <RouteErrorScreen />,
});

/**
 * The administration console (spec 3: the 'Administração' link opens it with the member's token), in both
 * kinds of app; its web paths are Portuguese so they never meet the `/admin/...` API paths.
 */
const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('../features/admin/admin-token-gate')).AdminTokenGate }),
    children: [
      {
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await import('../features/admin/admin-layout')).AdminLayout }),
            children: [
              {
                index: true,
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/enrollment-requests-page')).EnrollmentRequestsPage,
                })),
              },
              {
                path: 'usuarios',
                ...adminPage(async () => ({ Component: (await import('../features/admin/users-page')).UsersPage })),
              },
              {
                path: 'campanhas',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/campaigns-page')).CampaignsPage,
                })),
              },
              {
                path: 'pacotes-scorm',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/scorm-packages-page')).ScormPackagesPage,
                })),
              },
              {
                path: 'cursos-externos',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/external-courses-page')).ExternalCoursesPage,
                })),
              },
              {
                path: 'comentarios',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/reported-comments-page')).ReportedCommentsPage,
                })),
              },
              // Authoring: the brand, the content app, trainings, evaluations and campaigns.
              {
                path: 'marca',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/brand-page')).BrandPage,
                })),
              },
              {
                path: 'conteudos',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/menu-page')).MenuPage,
                })),
              },
              {
                path: 'conteudos/secoes/:idSection',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/section-contents-page')).SectionContentsPage,
                })),
              },
              ...['conteudos/secoes/:idSection/novo', 'conteudos/itens/:idContentItem'].map((path) => ({
                path,
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/section-item-page')).SectionItemPage,
                })),
              })),
              {
                path: 'treinamentos',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/learning-page')).LearningPage,
                })),
              },
              ...['treinamentos/paginas/nova', 'treinamentos/paginas/:idNode'].map((path) => ({
                path,
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/node-page')).NodePage,
                })),
              })),
              ...['treinamentos/conteudos/novo', 'treinamentos/conteudos/:idContentItem'].map((path) => ({
                path,
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/learning-content-page')).LearningContentPage,
                })),
              })),
              ...['avaliacoes/nova', 'avaliacoes/:idEvaluation'].map((path) => ({
                path,
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/evaluation-page')).EvaluationEditorPage,
                })),
              })),
              ...['campanhas/nova', 'campanhas/:idCampaign'].map((path) => ({
                path,
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/authoring/campaign-page')).CampaignEditorPage,
                })),
              })),
              {
                path: 'auditoria',
                ...adminPage(async () => ({ Component: (await import('../features/admin/audit-page')).AuditPage })),
              },
              {
                // Reports (issue 27): administrators see the company, managers their team. The reports'
                // own pages are routed inside (`reports-routes.tsx`).
                path: 'relatorios/*',
                ...adminPage(async () => ({
                  Component: (await import('../features/admin/reports/reports-routes')).ReportsRoutes,
                })),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Every route only the console needs: its pages and the page its SAML test comes back to. The router patches
 * them in when an address of theirs is first opened (`router.tsx`), so no first screen carries them.
 */
export const consoleRoutes: RouteObject[] = [
  {
    // Where the console's 'Testar login' comes back from the identity provider: it shows who signed in and
    // keeps nobody signed in (outside the console, so the test's token never replaces the administrator's).
    path: '/teste-saml',
    lazy: async () => ({ Component: (await import('../features/admin/authoring/saml-test-page')).SamlTestPage }),
  },
  ...adminRoutes,
];
