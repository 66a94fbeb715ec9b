import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { Card } from '../../../components/ui/card.tsx';
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
