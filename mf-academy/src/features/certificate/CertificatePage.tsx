import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /chung-nhan/:certId */
export function CertificatePage() {
  return (
    <PageFrame
      eyebrow="Chứng nhận"
      title="Chứng nhận hoàn thành"
      lead="Chứng nhận công khai do Học viện Nhà sáng tạo AI cấp."
      nav={areaNav}
    />
  );
}
