import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Contact us" />;
}
