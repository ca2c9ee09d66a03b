// A course's lessons as its outline shows them: in course order, consecutive lessons of one module in one group.
// The academy's player and landing page and the admins' lesson page draw the same groups.

type Placed = { module: string; position: number };

/** Lessons in course order. */
export const ordered = <L extends Placed>(lessons: readonly L[]): L[] =>
  [...lessons].sort((a, b) => a.position - b.position);

/** Consecutive lessons of one module form one group, in course order. */
export function lessonModules<L extends Placed>(lessons: readonly L[]): { title: string; lessons: L[] }[] {
  const groups: { title: string; lessons: L[] }[] = [];
  for (const lesson of ordered(lessons)) {
    const last = groups.at(-1);
    if (last && last.title === lesson.module) last.lessons.push(lesson);
    else groups.push({ title: lesson.module, lessons: [lesson] });
  }
  return groups;
}
