import type { MenuOption, SectionDesign, SectionFormat } from '@trilha/shared/api/auth';
import { sectionPath } from '@trilha/shared/rules/slug';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { optionTarget } from './home-blocks';

export type CardVariant = 'tile' | 'hero';

type MenuItemCardProps = {
  option: MenuOption;
  design: SectionDesign[];
  format: SectionFormat;
  /** The first item of its block takes the design's `firstItemText` colours. */
  isFirst?: boolean;
  /** Background when the option has no colour of its own (the design's menu colours, in turn). */
  fallbackColor?: string | undefined;
  variant?: CardVariant;
  className?: string;
};

/**
 * One menu option on the home: a link to its section, drawn by its `imageStyle` (tile: picture filling
 * the card; icon: a pictogram over its colour; hybrid: pictogram beside the text; default: colour and
 * text) in the colours of the block's design.
 */
export function MenuItemCard({
  option,
  design,
  format,
  isFirst = false,
  fallbackColor,
  variant = 'tile',
  className = '',
}: MenuItemCardProps) {
  const target = optionTarget(option, design);
  const textColor = (isFirst ? format.firstItemText?.color : undefined) ?? format.itemText?.color ?? '#ffffff';
  const descriptionColor =
    (isFirst ? format.firstItemDescription?.color : undefined) ?? format.itemDescription?.color ?? textColor;
  const background: CSSProperties = { backgroundColor: option.color ?? fallbackColor ?? 'var(--color-brand)' };
  const isHero = variant === 'hero';
  const hasPicture = Boolean(option.image) && (option.imageStyle === 'tile' || option.imageStyle === 'default');
  const showText = option.showText === 1;

  const text = (
    <span className={`relative flex flex-col gap-0.5 ${showText ? '' : 'sr-only'}`}>
      <span
        className={`font-semibold leading-tight ${isHero ? 'text-2xl md:text-4xl' : 'line-clamp-2 text-sm md:text-base'}`}
        style={{ color: textColor }}
      >
        {option.text}
      </span>
      {option.description && (isHero || isFirst) ? (
        <span
          className={`line-clamp-2 ${isHero ? 'text-base md:text-lg' : 'text-xs md:text-sm'}`}
          style={{ color: descriptionColor }}
        >
          {option.description}
        </span>
      ) : null}
    </span>
  );

  return (
    <Link
      to={sectionPath(target)}
      className={`group relative flex h-full w-full overflow-hidden rounded-xl shadow-sm transition hover:shadow-md focus-visible:ring-4 focus-visible:ring-brand/40 ${className}`}
      style={background}
    >
      {hasPicture ? (
        <>
          <img
            src={option.image ?? ''}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/25 to-transparent"
          />
          <span className={`relative mt-auto w-full ${isHero ? 'p-6 md:p-10' : 'p-3'}`}>{text}</span>
        </>
      ) : option.imageStyle === 'hybrid' && option.image ? (
        <span className="flex w-full items-center gap-3 p-3">
          <img src={option.image} alt="" className="size-10 shrink-0 object-contain" />
          {text}
        </span>
      ) : option.imageStyle === 'icon' && option.image ? (
        <span className="flex w-full flex-col items-center justify-center gap-2 p-3 text-center">
          <img src={option.image} alt="" className="size-10 object-contain md:size-14" />
          {text}
        </span>
      ) : (
        <span className={`mt-auto w-full ${isHero ? 'p-6 md:p-10' : 'p-3'}`}>{text}</span>
      )}
    </Link>
  );
}
