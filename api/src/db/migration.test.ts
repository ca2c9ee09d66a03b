// Migration 0002 carries an existing quiz into version 1 of the versioned quizzes before it drops
// the old tables: replayed here on an empty embedded database with the old content in place.
import fs from 'node:fs';
import path from 'node:path';

const FOLDER = path.resolve(__dirname, '../../drizzle');
const statements = (file: string) =>
  fs
    .readFileSync(path.join(FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

it('moves the old quiz and its questions into quiz_versions version 1', async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  try {
    for (const file of ['0000_init.sql', '0001_bank_transfer_reason.sql']) {
      for (const statement of statements(file)) await db.exec(statement);
    }
    await db.exec(`
      insert into courses (id, title, description, price) values ('c1', 'Khóa', 'Mô tả', 1000);
      insert into quizzes (id, course_id, title, pass_score) values ('quiz-c1', 'c1', 'Bài kiểm tra', 70);
      insert into quiz_questions (id, quiz_id, position, question, options, correct_index) values
        ('quiz-c1-2', 'quiz-c1', 2, 'Hai?', '["x", "y"]', 0),
        ('quiz-c1-1', 'quiz-c1', 1, 'Một?', '["a", "b", "c"]', 2);
    `);
    for (const statement of statements('0002_academy.sql')) await db.exec(statement);
    const { rows } = await db.query<{ course_id: string; version: number; pass_score: number; questions: unknown }>(
      'select course_id, version, pass_score, attempt_limit, questions from quiz_versions',
    );
    expect(rows).toEqual([
      {
        course_id: 'c1',
        version: 1,
        pass_score: 70,
        attempt_limit: 3,
        questions: [
          {
            id: 'quiz-c1-1',
            text: 'Một?',
            multiple: false,
            options: [
              { id: 'quiz-c1-1-o1', text: 'a' },
              { id: 'quiz-c1-1-o2', text: 'b' },
              { id: 'quiz-c1-1-o3', text: 'c' },
            ],
            correct: ['quiz-c1-1-o3'],
            explanation: '',
          },
          {
            id: 'quiz-c1-2',
            text: 'Hai?',
            multiple: false,
            options: [
              { id: 'quiz-c1-2-o1', text: 'x' },
              { id: 'quiz-c1-2-o2', text: 'y' },
            ],
            correct: ['quiz-c1-2-o1'],
            explanation: '',
          },
        ],
      },
    ]);
    const { rows: old } = await db.query(`select to_regclass('quizzes') as quizzes`);
    expect(old).toEqual([{ quizzes: null }]);
  } finally {
    await db.close();
  }
});
