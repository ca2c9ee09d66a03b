import { academyMessages } from '@app/shared/messages/academy';
import { areaNav as navOf } from '@app/shared/routing/areaNav';

/** The area's own navigation, shown in the frame of its pages. */
export const areaNav = navOf('', academyMessages.nav);
