import { LegalPage } from './LegalPage';
import { privacyPolicy } from './privacyContent';

export function PrivacyPage() {
  return <LegalPage {...privacyPolicy} />;
}
