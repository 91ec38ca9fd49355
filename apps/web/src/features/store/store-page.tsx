import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { StoreHome } from './store-home';

/** `/lojinha`: the store's home outside the menu; `?aba=meus-produtos` opens 'MEUS PRODUTOS'. */
export function StorePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('store.title')}</h1>
      <StoreHome initialTab={params.get('aba') === 'meus-produtos' ? 'mine' : 'all'} />
    </div>
  );
}
