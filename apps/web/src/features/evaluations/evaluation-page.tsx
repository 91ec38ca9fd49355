import { useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../api/session';
import { useLearningHeader } from '../../hooks/learning-header-context';
import { useTranslation } from '../../i18n';
import { ErrorScreen } from '../../ui/error-screen';
import { EvaluationScreen } from './evaluation-screen';

/** A positive id from the address, or undefined. */
const id = (value: string | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : undefined);

/** The enrollment in the address: an id, '-' (null: outside any training), or undefined when neither. */
const enrollmentId = (value: string | undefined) => (value === '-' ? null : id(value));

/**
 * `/evaluations/:idEnrollment?/:idEvaluation?/:idQuestionnaire?` (spec 3, 2.1): the evaluation of an
 * enrollment for the signed-in member ('-' for one outside trainings); the attempt in the address once
 * started. Leaving goes back to the page the member came from, or to the training.
 */
export function EvaluationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const idEnrollment = enrollmentId(params.idEnrollment);
  const idEvaluation = id(params.idEvaluation);
  useLearningHeader({ mode: 'back', footer: 'hide', crumbs: [{ title: t('evaluations.crumb'), to: '.' }] });
  if (!session) return null;
  if (idEnrollment === undefined || idEvaluation === undefined) {
    return <ErrorScreen kind="notFound" />;
  }
  return (
    <EvaluationScreen
      evaluationRef={{ idUser: session.loginInfo.idUser, idEnrollment, idEvaluation }}
      idQuestionnaire={id(params.idQuestionnaire)}
      onQuestionnaire={(idQuestionnaire) =>
        navigate(`/evaluations/${idEnrollment ?? '-'}/${idEvaluation}/${idQuestionnaire}`, { replace: true })
      }
      onDone={() => {
        if (location.key !== 'default') navigate(-1);
        else navigate(idEnrollment === null ? '/' : `/level/${idEnrollment}`);
      }}
    />
  );
}
