import { useQuery } from '@tanstack/react-query';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { Link } from 'react-router';
import { fetchPlans } from '../../../api/plans';
import { planKeys } from '../../../api/query-keys';
import { useTranslation } from '../../../i18n';
import { SafeHtml } from '../../../ui/safe-html';
import { CardImage } from '../components/card-image';
import { BlockSection } from './block-section';
import { PreTestHomeBlock } from './pre-test-block';

/** TitleSection: a heading between blocks. */
export function TitleSectionBlock({ block }: { block: LearningBlock }) {
  if (!block.title) return null;
  return <h2 className="border-l-4 border-brand pl-3 text-xl font-bold text-ink">{block.title}</h2>;
}

/** TextSection: the block's HTML, sanitised. */
export function TextSectionBlock({ block }: { block: LearningBlock }) {
  if (!block.text) return null;
  return (
    <BlockSection title={block.title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <SafeHtml html={block.text} className="learning-html" />
    </BlockSection>
  );
}

/** Campaign: the campaign's picture, title, text and a link to know more. */
export function CampaignBlock({ block }: { block: LearningBlock }) {
  const { t } = useTranslation();
  const { parameters } = block;
  return (
    <BlockSection title={block.title}>
      <div className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 md:grid-cols-2">
        {parameters.mediaUrl && parameters.mediaType !== 'video' ? (
          <CardImage src={parameters.mediaUrl} format="landscape-middle" />
        ) : parameters.mediaUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: campaign teasers carry no speech.
          <video src={parameters.mediaUrl} controls className="w-full" />
        ) : null}
        <div className="flex flex-col justify-center gap-3 p-5">
          {parameters.title ? <p className="text-lg font-bold text-ink">{parameters.title}</p> : null}
          {parameters.description ? <p className="text-muted">{parameters.description}</p> : null}
          {parameters.link ? (
            <Link to={parameters.link} className="w-fit rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
              {t('learning.blocks.campaignMore')}
            </Link>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}

/** PreTest: the evaluation the company asks before starting, with its state, start button and gate. */
export function PreTestBlock({ block }: { block: LearningBlock }) {
  const idEvaluation = Number(block.parameters.idEvaluation);
  if (!Number.isInteger(idEvaluation) || idEvaluation <= 0) return null;
  return <PreTestHomeBlock idEvaluation={idEvaluation} title={block.title} />;
}

/**
 * Upgrade: the plan upgrade block shows only when the plan flow says the upgrade button is active
 * (spec 3, 4.10); without an active plan offer it renders nothing.
 */
export function UpgradeBlock({ block }: { block: LearningBlock }) {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: planKeys.list(), queryFn: fetchPlans });
  const active = plans.data?.activePlan;
  if (!active?.isUpgradeButtonActive || (!active.userIsAdmin && active.hasRequestedUpgrade)) return null;
  return (
    <BlockSection title={block.title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      {block.text ? <SafeHtml html={block.text} className="learning-html" /> : null}
      <button
        type="button"
        // The plan flow in the header listens for this and opens its modal.
        onClick={() => window.dispatchEvent(new CustomEvent(OPEN_PLANS_EVENT))}
        className="mt-3 min-h-11 rounded-lg bg-brand px-5 font-semibold text-on-brand hover:brightness-110"
      >
        {active.userIsAdmin ? t('plans.seePlans') : t('plans.likeIt')}
      </button>
    </BlockSection>
  );
}

/** The window event that asks the header's plan flow to open its modal. */
export const OPEN_PLANS_EVENT = 'trilha:open-plans';
