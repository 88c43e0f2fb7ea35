import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Retirement persona quiz" />;
}
