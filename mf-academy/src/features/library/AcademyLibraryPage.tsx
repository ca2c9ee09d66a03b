import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /training/library */
export function AcademyLibraryPage() {
  return (
    <PageFrame
      eyebrow="Học viện"
      title="Thư viện học viện"
      lead="Tài liệu và khoá học bạn đang sở hữu."
      nav={areaNav}
    />
  );
}
