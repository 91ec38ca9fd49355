import { useTranslation } from '../../i18n';

/** The member's photo, or their initials on the brand colour. */
export function Avatar({ name, photo, size = 96 }: { name: string; photo: string | null; size?: number }) {
  const { t } = useTranslation();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  const style = { width: size, height: size };
  return photo ? (
    <img
      src={photo}
      alt={t('profile.photoAlt', { name })}
      width={size}
      height={size}
      style={style}
      className="rounded-full object-cover shadow"
    />
  ) : (
    <span
      role="img"
      aria-label={t('profile.photoAlt', { name })}
      style={{ ...style, fontSize: size / 2.6 }}
      className="flex items-center justify-center rounded-full bg-brand font-bold text-on-brand shadow"
    >
      {initials}
    </span>
  );
}
