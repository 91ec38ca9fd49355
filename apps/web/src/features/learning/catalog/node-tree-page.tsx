import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { fetchSideMenu } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { ChevronDownIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../components/load-error';

/** `/nodeTree/:id`: the pages under a node (the home by company id) as an expandable tree. */
export function NodeTreePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const nodeCode = id === String(session?.loginInfo.idCompany) ? undefined : id;
  const query = useQuery({
    queryKey: learningKeys.sideMenu(nodeCode ?? null),
    queryFn: () => fetchSideMenu(nodeCode),
  });
  const root = query.data?.result[0];
  useLearningHeader({ crumbs: root ? [{ title: root.title, to: '.' }] : [] });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !root) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{root.title}</h1>
      <ul className="flex flex-col gap-1 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5">
        {root.childNodes.map((child) => (
          <TreeItem key={child.idNode} node={child} />
        ))}
      </ul>
    </div>
  );
}

function TreeItem({ node }: { node: { idNode: number; title: string; nodeCode: string; hasChildNodes: boolean } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const children = useQuery({
    queryKey: learningKeys.sideMenu(node.nodeCode),
    queryFn: () => fetchSideMenu(node.nodeCode),
    enabled: open,
  });
  return (
    <li>
      <div className="flex items-center gap-1">
        {node.hasChildNodes ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            aria-label={
              open
                ? t('learning.shell.collapse', { title: node.title })
                : t('learning.shell.expand', { title: node.title })
            }
            className="flex size-11 items-center justify-center rounded-full hover:bg-brand-3"
          >
            <ChevronDownIcon className={`transition-transform ${open ? '' : '-rotate-90'}`} />
          </button>
        ) : (
          <span className="size-11" />
        )}
        <Link
          to={`/catalog/${node.nodeCode}`}
          className="flex min-h-11 flex-1 items-center rounded-lg px-2 font-medium text-ink hover:bg-brand-3"
        >
          {node.title}
        </Link>
      </div>
      {open ? (
        children.data ? (
          <ul className="ml-6 flex flex-col gap-1 border-l border-line pl-2">
            {(children.data.result[0]?.childNodes ?? []).map((child) => (
              <TreeItem key={child.idNode} node={child} />
            ))}
          </ul>
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : null}
    </li>
  );
}
