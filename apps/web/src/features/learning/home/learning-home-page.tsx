import { useQuery } from '@tanstack/react-query';
import { fetchNode } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { useTenant } from '../../../lib/tenant';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';
import { BlockList } from '../blocks/block-renderer';
import { LoadError } from '../components/load-error';

/** The learning home: the blocks of the company's root node (spec 3, 2.2). */
export function LearningHomePage() {
  const { t } = useTranslation();
  const app = useTenant();
  const session = useSession();
  const idCompany = session?.loginInfo.idCompany ?? 0;
  useLearningHeader({ mode: 'home' });
  const query = useQuery({ queryKey: learningKeys.node(idCompany), queryFn: () => fetchNode(idCompany) });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="sr-only">{app.name}</h1>
      {query.isPending ? (
        <Spinner label={t('learning.home.loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.node.blocks.length === 0 ? (
        <MessagePanel title={t('learning.home.empty')} />
      ) : (
        <BlockList blocks={query.data.node.blocks} nodeCode={query.data.node.nodeCode} />
      )}
    </div>
  );
}
