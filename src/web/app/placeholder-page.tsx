import { PageHeader } from '@web/components/page-header.tsx';

/** A screen that shows only its title: a specified placeholder, or one a later issue fills. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
