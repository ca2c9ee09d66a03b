// Pure helpers of the public certificate: its absolute address, its date and the LinkedIn pre-fill.
import type { Certificate } from '@app/shared/contracts/academy';
import { paths } from '@app/shared/routing/paths';

/**
 * A certificate is one public document for every viewer, so its dates are those of the academy (Vietnam
 * time), not of the viewer's time zone: the same page never shows two issue days.
 */
const ACADEMY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** docs/product.md §2: the issue date in en-GB format (dd/mm/yyyy). */
export const formatCertificateDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone: ACADEMY_TIME_ZONE });

/** The certificate's own absolute URL (what its QR code carries). */
export const certificateUrl = (origin: string, certId: string) => `${origin}${paths.certificate(certId)}`;

/** Year and month (1–12) of a moment in the academy's time zone. */
function yearMonth(iso: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY_TIME_ZONE, year: 'numeric', month: 'numeric' })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { year: Number(parts.year), month: Number(parts.month) };
}

/** LinkedIn's "add a licence or certification" form, pre-filled: name, organisation, issue month and year,
 * credential id and URL. */
export function linkedInAddUrl(
  certificate: Pick<Certificate, 'id' | 'courseName' | 'issuedAt'>,
  organization: string,
  url: string,
) {
  const { year, month } = yearMonth(certificate.issuedAt);
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: organization,
    issueYear: String(year),
    issueMonth: String(month),
    certId: certificate.id,
    certUrl: url,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
