import { SectionPage } from './section-page';

export function Component() {
  return <SectionPage titleKey="pages.referrals" />;
}
