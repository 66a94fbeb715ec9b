import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { PlaceholderPage } from '../../../components/ui/placeholder-page.tsx';

/** /onboarding (outside the sidebar layout): built by a later issue. */
export function OnboardingPage() {
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <BrandMark className="mb-6 size-10" />
        <PlaceholderPage title="Onboarding" />
      </div>
    </div>
  );
}
