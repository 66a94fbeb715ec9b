import { Link, type LinkProps } from 'react-router';
import { cn } from './cn.ts';

export const textLinkClasses =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:rounded-sm';

export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
