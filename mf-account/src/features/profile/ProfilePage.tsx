import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';

/** /my/profile */
export function ProfilePage() {
  return (
    <PageFrame eyebrow="Tài khoản" title="Hồ sơ cá nhân" lead="Tên hiển thị và ảnh đại diện của bạn." nav={areaNav} />
  );
}
