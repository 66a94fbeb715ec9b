import { PageHeader } from './page-header.tsx';

/** A screen whose content a later issue builds: its title only. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
