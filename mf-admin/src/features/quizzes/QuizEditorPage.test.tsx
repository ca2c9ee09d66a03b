import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import type { QuizForEdit } from '@app/shared/contracts/academy';
import { mockApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt } from '@app/shared/testing/render';
import { QuizEditorPage } from './QuizEditorPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

const quiz: QuizForEdit = {
  courseId: 'hoc-vien-creator',
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
  title: 'Bài kiểm tra cuối khóa',
  passScore: 80,
  attemptLimit: 3,
  timeLimitMinutes: null,
  questions: [
    {
      text: 'Sản phẩm đầu tiên nên là gì?',
      options: ['Khóa học nhỏ', 'Ứng dụng lớn', 'Không gì cả'],
      correct: [0],
      multiple: false,
      explanation: 'Bắt đầu nhỏ.',
    },
    {
      text: 'Chọn các kênh bán hàng',
      options: ['Chợ ứng dụng', 'Mạng xã hội'],
      correct: [0, 1],
      multiple: true,
      explanation: '',
    },
  ],
};

const admin = aUser({ roles: ['admin'] });

function setup(answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ getQuizForEdit: async () => quiz, saveQuiz: async () => ({ version: 4 }), ...answers });
  const user = userEvent.setup();
  renderAt('/admin/quizzes', <QuizEditorPage />, { user: admin });
  return { api, user };
}

const loaded = () => screen.findByRole('textbox', { name: 'Tiêu đề bài kiểm tra' });
const questionCards = () => within(screen.getByRole('region', { name: 'Câu hỏi' })).getAllByRole('listitem');
const questionTexts = () =>
  screen.getAllByRole('textbox', { name: /^Nội dung câu \d+$/ }).map((box) => (box as HTMLTextAreaElement).value);
const save = () => screen.getByRole('button', { name: 'Lưu phiên bản mới' });

beforeEach(() => resetMockedApi());

describe('QuizEditorPage loading', () => {
  it('loads the academy quiz with its version and last update', async () => {
    const { api } = setup();
    expect(screen.getByText('Đang tải bài kiểm tra…')).toBeInTheDocument();
    expect(await loaded()).toHaveValue('Bài kiểm tra cuối khóa');
    expect(api.getQuizForEdit).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator' });
    expect(screen.getByText('Phiên bản hiện tại: 3')).toBeInTheDocument();
    expect(screen.getByText(/^Cập nhật lần cuối: .*20\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Điểm đạt (%)' })).toHaveValue('80');
    expect(screen.getByRole('textbox', { name: 'Thời gian làm bài (phút)' })).toHaveValue('');
    expect(questionTexts()).toEqual(['Sản phẩm đầu tiên nên là gì?', 'Chọn các kênh bán hàng']);
    expect(screen.getByRole('radio', { name: 'Phương án 1 là đáp án đúng' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Phương án 2 là đáp án đúng' })).not.toBeChecked();
    const second = questionCards()[1];
    expect(within(second).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  });

  it('shows the server’s refusal and retries after a network failure', async () => {
    const { api } = setup({
      getQuizForEdit: jest.fn().mockRejectedValueOnce(new ApiError('unavailable', 'x')).mockResolvedValue(quiz),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Không thể tải bài kiểm tra. Vui lòng thử lại.');
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await loaded()).toBeInTheDocument();
    expect(api.getQuizForEdit).toHaveBeenCalledTimes(2);
  });
});

describe('validation in Vietnamese, beside each field', () => {
  it('says what is wrong as the admin types', async () => {
    const { user } = setup();
    await user.clear(await loaded());
    expect(screen.getByRole('textbox', { name: 'Tiêu đề bài kiểm tra' })).toHaveAccessibleDescription(
      'Vui lòng nhập tiêu đề bài kiểm tra.',
    );
    const pass = screen.getByRole('textbox', { name: 'Điểm đạt (%)' });
    await user.clear(pass);
    await user.type(pass, '101');
    expect(pass).toHaveAccessibleDescription(expect.stringContaining('Điểm đạt phải từ 1 đến 100.'));
    const text = screen.getByRole('textbox', { name: 'Nội dung câu 1' });
    await user.clear(text);
    expect(text).toHaveAccessibleDescription('Vui lòng nhập câu hỏi.');
    await user.type(text, 'Câu mới');
    expect(text).not.toHaveAccessibleDescription();
  });

  it('fewer than 2 options, and a multiple-choice question back to single choice', async () => {
    const { user } = setup();
    await loaded();
    const [, second] = questionCards();
    await user.click(within(second).getByRole('button', { name: 'Xóa phương án 2' }));
    expect(within(second).getByRole('group', { name: 'Phương án' })).toHaveAccessibleDescription(
      expect.stringContaining('Mỗi câu hỏi cần ít nhất 2 phương án.'),
    );
    expect(within(second).getByRole('button', { name: 'Xóa phương án 1' })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: 'Thêm phương án' }));
    expect(within(second).getByRole('textbox', { name: 'Phương án 2' })).toHaveFocus();
    await user.type(within(second).getByRole('textbox', { name: 'Phương án 2' }), 'Email');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Loại câu 2' }), 'Một lựa chọn');
    expect(within(second).getAllByRole('radio')).toHaveLength(2);
    expect(within(second).getByRole('radio', { name: 'Phương án 1 là đáp án đúng' })).toBeChecked();
  });

  it('sends nothing while invalid: a summary lists every error and takes the focus', async () => {
    const { api, user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Thêm câu hỏi' }));
    await user.click(save());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Câu 3: Vui lòng nhập câu hỏi.',
      'Câu 3: Vui lòng nhập phương án.',
      'Câu 3: Vui lòng nhập phương án.',
      'Câu 3: Vui lòng chọn ít nhất một đáp án đúng.',
    ]);
    expect(summary).toHaveTextContent('Bài kiểm tra còn 4 lỗi cần sửa trước khi lưu:');
    await user.click(within(summary).getAllByRole('link')[0]);
    expect(screen.getByRole('textbox', { name: 'Nội dung câu 3' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nội dung câu 3' })).toHaveAccessibleDescription(
      'Vui lòng nhập câu hỏi.',
    );
    expect(api.saveQuiz).not.toHaveBeenCalled();
  });
});

describe('adding, removing and reordering questions', () => {
  it('adds a question and focuses its text; removes one; announces both', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Thêm câu hỏi' }));
    expect(questionCards()).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Nội dung câu 3' })).toHaveFocus();
    // Nothing typed yet is not an error yet: the new question's errors wait for an edit or a submit.
    expect(screen.getByRole('textbox', { name: 'Nội dung câu 3' })).not.toHaveAccessibleDescription();
    expect(screen.getByText('Đã thêm câu 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa câu 1' }));
    expect(questionTexts()).toEqual(['Chọn các kênh bán hàng', '']);
    expect(screen.getByText('Đã xóa câu 1.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nội dung câu 1' })).toHaveFocus();
  });

  it('moves questions with the keyboard; the pressed button keeps the focus', async () => {
    const { user } = setup();
    await loaded();
    screen.getByRole('button', { name: 'Đưa câu 2 lên' }).focus();
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['Chọn các kênh bán hàng', 'Sản phẩm đầu tiên nên là gì?']);
    expect(screen.getByText('Đã chuyển câu 2 đến vị trí 1.')).toBeInTheDocument();
    const moved = screen.getByRole('button', { name: 'Đưa câu 1 lên' });
    expect(moved).toHaveFocus();
    expect(moved).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(questionTexts()).toEqual(['Chọn các kênh bán hàng', 'Sản phẩm đầu tiên nên là gì?']);
    await user.click(screen.getByRole('button', { name: 'Đưa câu 1 xuống' }));
    expect(questionTexts()).toEqual(['Sản phẩm đầu tiên nên là gì?', 'Chọn các kênh bán hàng']);
  });
});

describe('preview', () => {
  it('shows the quiz as a student sees it, with nothing marked, and keeps the edits', async () => {
    const { user } = setup();
    await user.type(await loaded(), ' 2026');
    await user.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(screen.getByRole('button', { name: 'Xem trước' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Bài kiểm tra cuối khóa 2026' })).toBeInTheDocument();
    expect(screen.getByText('Điểm đạt 80% · 3 lượt mỗi 24 giờ · Không giới hạn thời gian')).toBeInTheDocument();
    const first = screen.getByRole('group', { name: '1. Sản phẩm đầu tiên nên là gì?' });
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Khóa học nhỏ', 'Ứng dụng lớn', 'Không gì cả']);
    expect(within(first).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    const second = screen.getByRole('group', { name: '2. Chọn các kênh bán hàng' });
    expect(within(second).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(second).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByText('Bắt đầu nhỏ.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chỉnh sửa' }));
    expect(screen.getByRole('textbox', { name: 'Tiêu đề bài kiểm tra' })).toHaveValue('Bài kiểm tra cuối khóa 2026');
  });
});

describe('saving', () => {
  it('saves on top of the loaded version and says which version it made', async () => {
    const { api, user } = setup();
    await user.type(await loaded(), ' mới ');
    await user.type(screen.getByRole('textbox', { name: 'Thời gian làm bài (phút)' }), '30');
    await user.click(save());
    expect(await screen.findByText('Đã lưu phiên bản 4')).toBeInTheDocument();
    expect(api.saveQuiz).toHaveBeenCalledTimes(1);
    expect(api.saveQuiz).toHaveBeenCalledWith({
      courseId: 'hoc-vien-creator',
      baseVersion: 3,
      title: 'Bài kiểm tra cuối khóa mới',
      passScore: 80,
      attemptLimit: 3,
      timeLimitMinutes: 30,
      questions: quiz.questions,
    });
    expect(screen.getByText('Phiên bản hiện tại: 4')).toBeInTheDocument();
    // The next save builds on the version just made.
    await user.type(screen.getByRole('textbox', { name: 'Tiêu đề bài kiểm tra' }), '!');
    expect(screen.queryByText('Đã lưu phiên bản 4')).not.toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(api.saveQuiz).toHaveBeenCalledTimes(2));
    expect(api.saveQuiz.mock.calls[1][0]).toMatchObject({ baseVersion: 4, title: 'Bài kiểm tra cuối khóa mới !' });
  });

  it('asks before leaving the page with unsaved changes, not after saving them', async () => {
    const { user } = setup();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.type(await loaded(), '!');
    expect(screen.getByText('Có thay đổi chưa lưu.')).toBeInTheDocument();
    expect(leave()).toBe(true);
    await user.click(save());
    await screen.findByText('Đã lưu phiên bản 4');
    expect(leave()).toBe(false);
  });

  it('is busy while saving and sends once however often it is pressed', async () => {
    let answer: (value: { version: number }) => void = () => undefined;
    const saveQuiz = jest.fn(() => new Promise<{ version: number }>((resolve) => (answer = resolve)));
    const { api, user } = setup({ saveQuiz });
    await loaded();
    await user.click(save());
    const busy = screen.getByRole('button', { name: 'Đang lưu…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.saveQuiz).toHaveBeenCalledTimes(1);
    answer({ version: 4 });
    expect(await screen.findByText('Đã lưu phiên bản 4')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('shows the server’s refusal and keeps everything the admin typed', async () => {
    const refusal = 'Bài kiểm tra đã được người khác cập nhật. Vui lòng tải lại trước khi lưu.';
    const saveQuiz = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('aborted', refusal))
      .mockResolvedValue({ version: 5 });
    const { api, user } = setup({ saveQuiz });
    await user.type(await loaded(), ' (sửa)');
    await user.type(screen.getByRole('textbox', { name: 'Giải thích câu 2' }), 'Cả hai đều đúng.');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Chưa lưu được. Nội dung bạn nhập vẫn được giữ nguyên.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tiêu đề bài kiểm tra' })).toHaveValue('Bài kiểm tra cuối khóa (sửa)');
    expect(screen.getByRole('textbox', { name: 'Giải thích câu 2' })).toHaveValue('Cả hai đều đúng.');
    expect(screen.getByText('Phiên bản hiện tại: 3')).toBeInTheDocument();
    expect(screen.queryByText(/Đã lưu phiên bản/)).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Đã lưu phiên bản 5')).toBeInTheDocument();
    expect(api.saveQuiz.mock.calls[1][0]).toMatchObject({ baseVersion: 3, title: 'Bài kiểm tra cuối khóa (sửa)' });
  });
});
