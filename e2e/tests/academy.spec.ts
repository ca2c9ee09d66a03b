// The academy, as a new student lives it: enrol from /salepage, pay the course by bank transfer
// from the payment instructions (QR read off the page and checked independently), the academy appears in
// the menu, every lesson completed in the player, the quiz failed once and then passed, and the public
// certificate opened signed out with its QR leading back to the same page. An admin edits the quiz and the
// student's next attempt shows the change; the student's refund request reaches the admins' queue.
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { call, newBuyer, simulateTransfer, type Account } from '../support/api';
import { decodeQr, readVietQr } from '../support/vietqr';

const COURSE = 'hoc-vien-creator';
const admin: Account = SEED.admin;

type QuizForEdit = {
  version: number;
  questions: { text: string; options: string[]; correct: number[]; multiple: boolean }[];
};

/** The answer key as the admin's editor holds it: question text → correct option texts. */
async function answerKey(): Promise<Map<string, { right: string[]; wrong: string[] }>> {
  const quiz = await call<QuizForEdit>('getQuizForEdit', { courseId: COURSE }, admin);
  return new Map(
    quiz.questions.map((q) => [
      q.text,
      {
        right: q.correct.map((index) => q.options[index]),
        wrong: q.options.filter((_, index) => !q.correct.includes(index)),
      },
    ]),
  );
}

/** Answers every question of the open attempt, rightly or wrongly, and submits. */
async function answerAll(page: Page, key: Awaited<ReturnType<typeof answerKey>>, right: boolean) {
  const questions = page.getByRole('group', { name: /^Câu \d+\/\d+: / });
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBe(key.size);
  for (let i = 0; i < count; i += 1) {
    const question = questions.nth(i);
    const legend = (await question.locator('legend').textContent()) ?? '';
    const text = legend.replace(/^Câu \d+\/\d+: /, '');
    const answer = key.get(text);
    if (!answer) throw new Error(`question not in the answer key: ${text}`);
    for (const option of right ? answer.right : answer.wrong.slice(0, 1)) {
      await question.getByLabel(option, { exact: true }).check();
    }
  }
  await page.getByRole('button', { name: 'Nộp bài' }).click();
}

test('enrol by bank transfer, study, fail then pass the quiz, verify the certificate; admin edits the quiz; refund request', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const student = await newBuyer('Học Viên E2E');
  await page.goto('/salepage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trở thành nhà sáng tạo sản phẩm AI');
  await signIn(page, student.email, student.password, '/salepage');

  // Enrol: the review step, then the order is created and the payment instructions open.
  await page.getByRole('button', { name: 'Đăng ký ngay' }).first().click();
  await expect(page).toHaveURL(/\/training\/checkout$/);
  await page.getByRole('button', { name: 'Xác nhận và thanh toán' }).click();
  await expect(page).toHaveURL(/\/my\/payment-instructions\/[A-Z0-9]{10}$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const main = page.locator('main');
  await expect(main.getByText(`TT ${orderId}`, { exact: true })).toBeVisible();
  await expect(main.getByText(/^5\.000\.000\s₫$/).first()).toBeVisible();
  const qr = page.getByRole('img', { name: /^Mã QR chuyển khoản/ });
  const payload = readVietQr(decodeQr(await qr.screenshot()));
  expect(payload).toMatchObject({ amount: '5000000', note: `TT ${orderId}`, currency: '704', country: 'VN' });

  // The bank confirms; the open page notices, and the academy appears in the menu without a reload.
  await simulateTransfer(orderId);
  await expect(page.getByText('Thanh toán thành công')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Mở menu tài khoản' }).click();
  await expect(page.getByRole('menuitem', { name: 'Học viện' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Study: every lesson marked complete, in order.
  await page.getByRole('link', { name: 'Vào học' }).click();
  await expect(page).toHaveURL(/\/training\/my-course\/[^/]+$/);
  // The lesson's prompt block is drawn in the self-hosted monospace font, with Vietnamese's tone marks on their
  // vowels (the systems' own monospace draws them apart).
  const prompt = page.locator('pre').first();
  await expect(prompt).toContainText('nghề của bạn');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.includes('Noto Sans Mono') && face.status === 'loaded');
      }),
    )
    .toBe(true);
  const progress = page.getByRole('progressbar').first();
  for (let lesson = 1; ; lesson += 1) {
    await page.getByRole('button', { name: 'Đánh dấu hoàn thành' }).click();
    await expect(page.getByText(`Đã hoàn thành ${lesson}/6 bài học`).first()).toBeVisible();
    if (lesson === 6) break;
    await page.getByRole('link', { name: 'Bài tiếp theo' }).click();
  }
  await expect(progress).toHaveAttribute('aria-valuenow', '6');
  await expect(progress).toHaveAttribute('aria-valuemax', '6');

  // The quiz: failed once, then passed.
  const key = await answerKey();
  await page.getByRole('link', { name: 'Làm bài kiểm tra' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/training/quiz/${COURSE}$`));
  await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await answerAll(page, key, false);
  await expect(page.getByText('Chưa đạt', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bạn đạt 0,00%. Hãy ôn lại bài học và làm lại.')).toBeVisible();

  await page.getByRole('button', { name: 'Làm lại' }).click();
  await answerAll(page, key, true);
  await expect(page.getByText('Đạt', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Chúc mừng! Bạn đạt 100,00%.')).toBeVisible();
  const certificateLink = page.getByRole('link', { name: 'Xem chứng nhận' }).first();
  const certificatePath = (await certificateLink.getAttribute('href')) ?? '';
  expect(certificatePath).toMatch(/^\/chung-nhan\/CN-[A-Z2-7]{20}$/);

  // The certificate, opened by anyone signed out; its QR leads to the same page.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(certificatePath);
  await expect(publicPage.getByText('Học Viên E2E')).toBeVisible();
  await expect(publicPage.getByText('100,00%')).toBeVisible();
  const certificateQr = publicPage.getByRole('img', { name: /QR/ });
  expect(decodeQr(await certificateQr.screenshot())).toBe(publicPage.url());
  await visitor.close();

  // An admin edits the quiz; the student's next attempt shows the change.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password, '/admin/quizzes');
  const changed = `Câu hỏi sửa bởi quản trị viên ${Date.now()}?`;
  const firstQuestion = adminPage.getByLabel('Nội dung câu 1', { exact: true });
  await firstQuestion.fill(changed);
  await adminPage.getByRole('button', { name: 'Lưu phiên bản mới' }).click();
  await expect(adminPage.getByText(/^Đã lưu phiên bản \d+$/)).toBeVisible();
  await adminContext.close();

  // A graduate's quiz page leads with the certificate; a new attempt is the secondary choice.
  await page.goto(`/training/quiz/${COURSE}`);
  await expect(page.getByRole('link', { name: 'Xem chứng nhận' })).toBeVisible();
  await page.getByRole('button', { name: 'Làm lại bài kiểm tra' }).click();
  await expect(page.getByRole('group', { name: new RegExp(`: ${changed.replace(/[?]/g, '\\?')}$`) })).toBeVisible();

  // The refund guarantee: requested from /my/my-courses, it reaches the admins' queue.
  await page.goto('/my/my-courses');
  await page.getByRole('button', { name: /^Yêu cầu hoàn tiền khóa học / }).click();
  const dialog = page.getByRole('dialog', { name: 'Yêu cầu hoàn tiền' });
  await dialog.getByLabel('Lý do hoàn tiền').fill('Khóa học chưa phù hợp với công việc của tôi.');
  await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
  await expect(page.getByText('Yêu cầu hoàn tiền đang chờ xử lý.')).toBeVisible();
  const queue = await call<{
    requests: { userEmail: string | null; orderId: string; amount: number; status: string }[];
  }>('listRefundRequests', { state: 'pending' }, admin);
  expect(queue.requests.find((request) => request.userEmail === student.email)).toMatchObject({
    orderId,
    amount: 5_000_000,
    status: 'pending',
  });
});
