import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DemoBanner } from '../../../components/ui/demo-banner.tsx';
import { useAppName } from '../../../lib/public-config.ts';

/** The frame of the signed-out screens: brand on top, one card, optional content below. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  aside,
  wide = false,
  brandName = true,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  aside?: ReactNode;
  wide?: boolean;
  /** False where the title already is the product name (sign-in). */
  brandName?: boolean;
}) {
  const appName = useAppName();
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <DemoBanner />
      <main className="flex flex-1 flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
        <div className={wide ? 'w-full max-w-lg' : 'w-full max-w-md'}>
          <Link
            to="/login"
            className="mx-auto mb-6 flex w-fit items-center gap-2.5 rounded-lg text-slate-900"
            aria-label={`${appName} home`}
          >
            <BrandMark className={brandName ? 'size-10' : 'size-12'} />
            {brandName && <span className="text-xl font-bold tracking-tight">{appName}</span>}
          </Link>
          <Card className="px-5 py-7 sm:px-8 sm:py-9">
            <div className="mb-6 text-center">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
              {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
            </div>
            {children}
          </Card>
          {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
          {aside && <div className="mt-6">{aside}</div>}
        </div>
      </main>
    </div>
  );
}

const noticeTones = { brand: 'bg-brand-100 text-brand-700', red: 'bg-red-100 text-red-600' };

/** A signed-out screen that says one thing: an icon, the message and one way on. */
export function AuthNotice({
  title,
  icon: Icon,
  tone = 'brand',
  children,
  action,
}: {
  title: string;
  icon: LucideIcon;
  tone?: keyof typeof noticeTones;
  children: ReactNode;
  /** The way on (a full-width button or link), under the message. */
  action: ReactNode;
}) {
  return (
    <AuthShell title={title}>
      <div className="flex flex-col items-center text-center">
        <span className={cn('mb-4 flex size-14 items-center justify-center rounded-full', noticeTones[tone])}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        {children}
        <div className="mt-6 w-full">{action}</div>
      </div>
    </AuthShell>
  );
}
