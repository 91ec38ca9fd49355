import type { PreTestGate } from '@trilha/shared/rules/evaluation-flow';
import { useTranslation } from '../i18n';
import { Button } from './button';
import { DeferredModal } from './deferred';

/**
 * The pre-test gate on the learning home (spec 3, 4.8): while the pre-test has no finish date, a modal
 * shows it as 'Não iniciado' (0%) or 'Em andamento', with 'Agora não' and 'Iniciar pré-teste' or
 * 'Continuar pré-teste'.
 */
export function PreTestGateModal({
  title,
  description,
  gate,
  onLater,
  onStart,
}: {
  title: string;
  description: string | null;
  gate: PreTestGate;
  onLater: () => void;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const status =
    gate.status === 'NOT_ATTEMPTED' ? t('evaluations.preTestNotStarted') : t('evaluations.preTestInProgress');
  return (
    <DeferredModal open onOpenChange={(open) => (open ? undefined : onLater())} title={title} size="sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('evaluations.preTestTitle')}</p>
      {description ? <p className="text-ink">{description}</p> : null}
      <div className="flex flex-col gap-2">
        <p className="flex items-center justify-between text-sm">
          <span className="font-semibold text-ink">{status}</span>
          <span className="text-muted">{t('evaluations.preTestProgress', { progress: gate.progress })}</span>
        </p>
        <div
          role="progressbar"
          aria-label={status}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={gate.progress}
          className="h-2 overflow-hidden rounded-full bg-line"
        >
          <div className="h-full bg-brand" style={{ width: `${gate.progress}%` }} />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onLater}>
          {t('evaluations.preTestLater')}
        </Button>
        <Button onClick={onStart}>
          {gate.action === 'START' ? t('evaluations.preTestStart') : t('evaluations.preTestContinue')}
        </Button>
      </div>
    </DeferredModal>
  );
}
