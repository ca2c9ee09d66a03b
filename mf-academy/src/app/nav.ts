import { academyMessages } from '@app/shared/messages/academy';
import { paths } from '@app/shared/routing/paths';
import type { SubnavItem } from '@app/shared/ui/PageFrame';

const t = academyMessages.nav;

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav: { label: string; items: SubnavItem[] } = {
  label: t.label,
  items: [
    { to: paths.training, label: t.landing, end: true },
    { to: paths.courseShelf, label: t.library },
    { to: paths.salepage, label: t.enroll },
  ],
};
