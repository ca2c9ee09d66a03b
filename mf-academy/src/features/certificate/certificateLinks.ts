// A pure helper of the public certificate: the LinkedIn pre-fill.
import type { Certificate } from '@app/shared/contracts/academy';
import { vietnamMonth } from '@app/shared/time/vietnam';

/** LinkedIn's "add a licence or certification" form, pre-filled: name, organisation, issue month and year,
 * credential id and URL. */
export function linkedInAddUrl(
  certificate: Pick<Certificate, 'id' | 'courseName' | 'issuedAt'>,
  organization: string,
  url: string,
) {
  // The academy's month (Vietnam time), not the viewer's: the same certificate never shows two issue months.
  const month = vietnamMonth(certificate.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: organization,
    issueYear: month.slice(0, 4),
    issueMonth: String(Number(month.slice(5, 7))),
    certId: certificate.id,
    certUrl: url,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
