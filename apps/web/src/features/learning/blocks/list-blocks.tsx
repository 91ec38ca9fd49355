import { useQuery } from '@tanstack/react-query';
import type { LearningBlock } from '@trilha/shared/api/learning-common';
import { fetchNode } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { LearningCardRow } from '../components/learning-card';
import { BlockSection } from './block-section';

/** ListBlocks: the blocks of another page (its `nodeCode`) as titled lists. */
export function ListBlocksBlock({ block }: { block: LearningBlock }) {
  const nodeCode = block.parameters.nodeCode;
  const query = useQuery({
    queryKey: learningKeys.node(nodeCode),
    queryFn: () => fetchNode(nodeCode ?? ''),
    enabled: Boolean(nodeCode),
  });
  const blocks = (query.data?.node.blocks ?? []).filter((entry) => entry.elements.length > 0);
  if (blocks.length === 0) return null;
  return (
    <BlockSection title={block.title}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {blocks.map((entry) => (
          <div key={entry.idBlock} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
            {entry.title ? <h3 className="mb-2 font-bold text-ink">{entry.title}</h3> : null}
            <ul className="flex flex-col gap-2">
              {entry.elements.map((card, index) => (
                <li key={card.idBlockElement ?? index}>
                  <LearningCardRow card={card} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </BlockSection>
  );
}
