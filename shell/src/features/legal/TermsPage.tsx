import { LegalPage } from './LegalPage';
import { termsOfService } from './termsContent';

export function TermsPage() {
  return <LegalPage {...termsOfService} />;
}
