import { lessonModules } from '@app/shared/academy/modules';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { useApiQuery } from '@app/shared/data/query';
import { adminLessonsMessages } from '@app/shared/messages/admin/lessons';
import { ActionStatus, useActionStatus } from '@app/shared/ui/ActionStatus';
import { Loaded } from '@app/shared/ui/Loaded';
import { PageFrame } from '@app/shared/ui/PageFrame';
import { areaNav } from '../../app/nav';
import { LessonItem } from './LessonItem';
import styles from './lessons.module.css';

const t = adminLessonsMessages;

/** /admin/lessons — the academy course's lessons by module, each with its video: add, replace or remove it. */
export function LessonsPage() {
  const query = useApiQuery('listLessonsForEdit', { courseId: ACADEMY_COURSE_ID });
  const status = useActionStatus();
  return (
    <PageFrame eyebrow={t.eyebrow} title={t.title} lead={t.lead} nav={areaNav}>
      <ActionStatus status={status} />
      <Loaded query={query} messages={t} empty={t.empty} items={(course) => course.lessons}>
        {(course) => (
          <div className={styles.modules}>
            <p className={styles.course}>{t.course(course.title)}</p>
            {lessonModules(course.lessons).map((group, index) => (
              <section key={group.title} className={styles.module} aria-labelledby={`lesson-module-${index}`}>
                <h2 id={`lesson-module-${index}`} className={styles.moduleTitle}>
                  {group.title}
                </h2>
                <ol className={styles.lessons}>
                  {group.lessons.map((lesson) => (
                    <LessonItem
                      key={lesson.id}
                      courseId={course.courseId}
                      lesson={lesson}
                      onDone={status.done}
                      focusAfter={() => status.statusRef.current}
                    />
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </Loaded>
    </PageFrame>
  );
}
