import { type ComponentType, lazy } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { ReportsLayout } from './reports-layout';

/** A report page, loaded when it is first opened (each carries its own tables and charts). */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const CompletionPage = page(async () => (await import('./completion-page')).CompletionPage);
const TranscriptsPage = page(async () => (await import('./transcripts-page')).TranscriptsPage);
const TranscriptPage = page(async () => (await import('./transcripts-page')).TranscriptPage);
const CompliancePage = page(async () => (await import('./compliance-page')).CompliancePage);
const EvaluationsPage = page(async () => (await import('./evaluations-page')).EvaluationsPage);
const EvaluationDetailPage = page(async () => (await import('./evaluations-page')).EvaluationDetailPage);
const ScormPage = page(async () => (await import('./scorm-page')).ScormPage);
const EngagementPage = page(async () => (await import('./engagement-page')).EngagementPage);

/**
 * The reports' pages under `/admin/relatorios` (issue 27). They are routed here, inside the console's one
 * lazy route `relatorios/*`, so the app's entry carries one route for them and not one per report (the
 * entry is part of every member's first screen).
 */
export function ReportsRoutes() {
  return useRoutes([
    {
      element: <ReportsLayout />,
      children: [
        { index: true, element: <Navigate to="conclusao" replace /> },
        { path: 'conclusao', element: <CompletionPage /> },
        { path: 'historico', element: <TranscriptsPage /> },
        { path: 'historico/:idUser', element: <TranscriptPage /> },
        { path: 'obrigatorios', element: <CompliancePage /> },
        { path: 'avaliacoes', element: <EvaluationsPage /> },
        { path: 'avaliacoes/:idEvaluation', element: <EvaluationDetailPage /> },
        { path: 'scorm', element: <ScormPage /> },
        { path: 'engajamento', element: <EngagementPage /> },
        { path: '*', element: <Navigate to="/admin/relatorios/conclusao" replace /> },
      ],
    },
  ]);
}
