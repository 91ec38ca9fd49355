import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchUserUpload } from '../../api/community';
import { communityKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import { DownloadIcon } from '../../ui/icons';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';

/**
 * The post view `/userupload/:idUserUpload` (document 2, 2.3): title, 'por' and the author, then the image,
 * the video or a download button by the file's kind.
 */
export function UserUploadPage() {
  const { t } = useTranslation();
  const params = useParams();
  const idUserUpload = Number(params.idUserUpload);
  const isValid = Number.isInteger(idUserUpload) && idUserUpload > 0;
  const upload = useQuery({
    queryKey: communityKeys.upload(idUserUpload),
    queryFn: () => fetchUserUpload(idUserUpload),
    enabled: isValid,
  });
  if (!isValid || upload.isError) return <MessagePanel title={t('common.emptyContent')} />;
  if (upload.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  const post = upload.data.data;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{post.title}</h1>
        <p className="text-muted">
          {t('community.uploads.by')} <span className="font-semibold text-ink">{post.author}</span>
        </p>
      </header>
      {post.kind === 'image' ? (
        <img src={post.url} alt={post.title} className="w-full rounded-2xl object-contain" />
      ) : post.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: member uploads come without captions.
        <video src={post.url} controls playsInline className="w-full rounded-2xl bg-black" />
      ) : (
        <a
          href={post.url}
          download={post.name}
          className="flex min-h-11 items-center gap-2 self-start rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand hover:brightness-110"
        >
          <DownloadIcon aria-hidden="true" />
          {t('community.uploads.download')}
        </a>
      )}
      <p className="whitespace-pre-wrap text-ink">{post.description}</p>
    </article>
  );
}
