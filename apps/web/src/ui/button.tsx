import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-brand text-on-brand hover:brightness-110 disabled:opacity-50 disabled:cursor-not-allowed rounded-lg px-5 py-3 font-semibold',
  secondary:
    'border border-brand text-brand bg-white hover:bg-brand-3 disabled:opacity-50 rounded-lg px-5 py-3 font-semibold',
  link: 'text-brand underline-offset-4 hover:underline px-1 py-2 font-medium',
};

/** The app's button: primary (filled with the brand colour), secondary (outlined) or link. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={`${VARIANTS[variant]} min-h-11 ${className}`} {...props} />;
}
