import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { MessagePanel } from '../../ui/message-panel';
import { EvaluationScreen } from './evaluation-screen';

/** A positive id from the address, or undefined. */
const id = (value: string | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);

/**
 * `/evaluations/:idEnrollment?/:idEvaluation?/:idQuestionnaire?` (spec 3, 2.1): the evaluation of an
 * enrollment for the signed-in member; the attempt in the address once started.
 */
export function EvaluationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const idEnrollment = id(params.idEnrollment);
  const idEvaluation = id(params.idEvaluation);
  if (!session) return null;
  if (idEnrollment === undefined || idEvaluation === undefined) {
    return <MessagePanel title={t('evaluations.notFound')} tone="error" />;
  }
  return (
    <EvaluationScreen
      evaluationRef={{ idUser: session.loginInfo.idUser, idEnrollment, idEvaluation }}
      idQuestionnaire={id(params.idQuestionnaire)}
      onQuestionnaire={(idQuestionnaire) =>
        navigate(`/evaluations/${idEnrollment}/${idEvaluation}/${idQuestionnaire}`, { replace: true })
      }
      onDone={() => navigate(-1)}
    />
  );
}
