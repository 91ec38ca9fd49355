import { useQuery } from '@tanstack/react-query';
import { preTestGate } from '@trilha/shared/rules/evaluation-flow';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { evaluationKeys } from '../../../api/evaluation-keys';
import { type EvaluationRef, fetchEvaluation } from '../../../api/learning-evaluations';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { PreTestGateModal } from '../../../ui/pre-test-gate';

/** 'Agora não' holds for the rest of the browser session, per member and pre-test. */
const laterKey = (ref: EvaluationRef) => `trilha.preTestLater.${ref.idUser}.${ref.idEvaluation}`;

function readLater(ref: EvaluationRef): boolean {
  try {
    return sessionStorage.getItem(laterKey(ref)) === '1';
  } catch {
    return false;
  }
}

function storeLater(ref: EvaluationRef): void {
  try {
    sessionStorage.setItem(laterKey(ref), '1');
  } catch {
    // Private mode without storage: the gate shows again on the next visit.
  }
}

/**
 * The PreTest block of the learning home (spec 3, 4.8): the pre-test, taken outside any training, with
 * its state and a start button; while it has no finish date, the gate modal opens on the home ('Não
 * iniciado' or 'Em andamento', 'Agora não', 'Iniciar pré-teste' or 'Continuar pré-teste').
 */
export function PreTestHomeBlock({ idEvaluation, title }: { idEvaluation: number; title: string | null }) {
  const session = useSession();
  if (!session) return null;
  return (
    <PreTestCard evaluationRef={{ idUser: session.loginInfo.idUser, idEnrollment: null, idEvaluation }} title={title} />
  );
}

function PreTestCard({ evaluationRef, title }: { evaluationRef: EvaluationRef; title: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [later, setLater] = useState(() => readLater(evaluationRef));
  const query = useQuery({
    queryKey: evaluationKeys.evaluation(evaluationRef),
    queryFn: () => fetchEvaluation(evaluationRef),
  });
  const evaluation = query.data?.evaluation;
  const path = `/evaluations/-/${evaluationRef.idEvaluation}`;
  const gate = evaluation ? preTestGate(evaluation.questionnaire) : null;
  // A pre-test the member cannot take (another department, none placed) is simply not shown.
  if (query.isError) return null;

  const status = !evaluation
    ? null
    : gate === null
      ? t('evaluations.preTestDone')
      : gate.status === 'NOT_ATTEMPTED'
        ? t('evaluations.preTestNotStarted')
        : t('evaluations.preTestInProgress');
  const action =
    gate === null && evaluation
      ? t('evaluations.seeResult')
      : gate?.action === 'CONTINUE'
        ? t('evaluations.preTestContinue')
        : t('evaluations.preTestStart');

  return (
    <section
      aria-label={title ?? t('evaluations.preTestTitle')}
      className="flex flex-col gap-3 rounded-2xl bg-brand-3 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-xs font-bold uppercase tracking-wide text-brand">{t('evaluations.preTestTitle')}</p>
        <h2 className="text-lg font-bold text-ink">{title ?? evaluation?.title}</h2>
        {status ? <p className="text-sm text-muted">{status}</p> : null}
      </div>
      <Link to={path} className="w-fit rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
        {action}
      </Link>
      {evaluation && gate && !later ? (
        <PreTestGateModal
          title={evaluation.title}
          description={evaluation.description}
          gate={gate}
          onLater={() => {
            storeLater(evaluationRef);
            setLater(true);
          }}
          onStart={() => navigate(path)}
        />
      ) : null}
    </section>
  );
}
