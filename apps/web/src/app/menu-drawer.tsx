import type { MenuSection } from '@trilha/shared/api/auth';
import { sectionPath } from '@trilha/shared/rules/slug';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '../i18n';

/** Every section of the member's menu, with its options, in a side sheet. */
export function MenuDrawer({
  open,
  onOpenChange,
  menu,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: MenuSection[];
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  const link = 'flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-brand-3';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink">{t('shell.sectionsMenu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('shell.closeMenu')}
              className="flex size-11 items-center justify-center rounded-full text-2xl text-muted hover:bg-black/5"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.sectionsMenu')}>
            <ul className="flex flex-col gap-1">
              <li>
                <Link to="/" className={`${link} font-semibold`} onClick={close}>
                  {t('shell.home')}
                </Link>
              </li>
              {menu.map((section) => (
                <li key={section.idSection}>
                  <Link to={sectionPath(section)} className={`${link} font-semibold`} onClick={close}>
                    {section.text}
                  </Link>
                  {section.menuOption.length ? (
                    <ul className="ml-4 border-l border-line pl-2">
                      {section.menuOption.map((option) => (
                        <li key={option.idSection}>
                          <Link to={sectionPath(option)} className={`${link} text-sm`} onClick={close}>
                            {option.text}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
              <li>
                <Link to="/perfil" className={`${link} font-semibold`} onClick={close}>
                  {t('shell.profile')}
                </Link>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
