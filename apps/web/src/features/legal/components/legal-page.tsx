import type { ReactNode } from 'react';
import { ArrowLeft, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DemoBanner } from '../../../components/ui/demo-banner.tsx';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { usePublicConfig, useAppName } from '../../../lib/public-config.ts';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the two static legal pages: title, last-updated date (today), sections and contact details. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const appName = useAppName();
  const config = usePublicConfig().data;
  const pending = 'Loading...';
  return (
    <div className="min-h-screen bg-slate-50">
      <DemoBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <span className="flex items-center gap-2.5">
            <BrandMark className="size-8" />
            <span className="text-lg font-bold tracking-tight">{appName}</span>
          </span>
          <Link to="/register" className={`${textLinkClasses} inline-flex items-center gap-1.5 text-sm`}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to registration
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Card className="px-5 py-8 sm:px-10 sm:py-10">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-500">Last updated: {formatShortDate(new Date())}</p>
          <div className="mt-6 space-y-4 text-[15px] leading-7 text-slate-700">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-lg font-semibold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 text-[15px] leading-7 text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
          <section
            className="mt-10 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
            aria-labelledby="legal-contact"
          >
            <h2 id="legal-contact" className="text-lg font-semibold text-slate-900">
              Contact us
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Questions about this document or about your data? Reach us at:
            </p>
            <ul className="mt-4 space-y-2.5 text-sm text-slate-700">
              <li className="flex items-start gap-2.5">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {config ? (
                  <a href={`mailto:${config.contactEmail}`} className={`${textLinkClasses} break-all`}>
                    {config.contactEmail}
                  </a>
                ) : (
                  <span>{pending}</span>
                )}
              </li>
              <li className="flex items-start gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span className="whitespace-pre-line">{config?.contactAddress ?? pending}</span>
              </li>
              <li className="flex items-start gap-2.5">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {config ? (
                  <a href={`tel:${config.contactPhone.replace(/[^+\d]/g, '')}`} className={textLinkClasses}>
                    {config.contactPhone}
                  </a>
                ) : (
                  <span>{pending}</span>
                )}
              </li>
            </ul>
          </section>
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link to="/register" className={textLinkClasses}>
            Back to registration
          </Link>
        </p>
      </main>
    </div>
  );
}
