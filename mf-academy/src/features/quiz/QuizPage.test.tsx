import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@app/shared/api/client';
import { mockedApi, resetMockedApi } from '@app/shared/testing/apiMock';
import { aUser } from '@app/shared/testing/factories';
import { renderAt, type RenderAtOptions } from '@app/shared/testing/render';
import { aQuiz, aResult, openAttempt } from '../../testing/fixtures';
import { QuizPage } from './QuizPage';

jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());

let api: ReturnType<typeof mockedApi>;
beforeEach(() => {
  resetMockedApi();
  api = mockedApi();
});
afterEach(() => jest.useRealTimers());

const renderPage = (user: RenderAtOptions['user'] = aUser()) =>
  renderAt('/training/quiz/hoc-vien-creator', <QuizPage />, { user, route: '/training/quiz/:courseId' });

describe('QuizPage overview', () => {
  it('shows the rules and the attempt history', async () => {
    api.getQuiz.mockResolvedValue(aQuiz({ timeLimitMinutes: 30 }));
    renderPage();
    const rules = await screen.findByRole('region', { name: 'Quy định' });
    expect(api.getQuiz).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator' });
    expect(rules).toHaveTextContent('2 câu hỏi');
    expect(rules).toHaveTextContent('Điểm đạt: 80%');
    expect(rules).toHaveTextContent('Đã dùng 1/3 lượt làm bài trong 24 giờ');
    expect(rules).toHaveTextContent('Thời gian làm bài: 30 phút');
    const history = screen.getByRole('table');
    expect(within(history).getByText('50,00%')).toBeInTheDocument();
    expect(within(history).getByText('Chưa đạt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bắt đầu làm bài' })).toBeEnabled();
  });

  it('is locked until every lesson is complete, with a way back to the course', async () => {
    api.getQuiz.mockResolvedValue(aQuiz({ unlocked: false }));
    renderPage();
    expect(await screen.findByText('Hoàn thành mọi bài học để mở bài kiểm tra.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại khóa học' })).toHaveAttribute('href', '/training/my-course');
    expect(screen.queryByRole('button', { name: 'Bắt đầu làm bài' })).not.toBeInTheDocument();
  });

  it('shows when the next attempt may start once the limit is reached', async () => {
    api.getQuiz.mockResolvedValue(aQuiz({ attemptsUsed: 3, nextAttemptAt: '2026-11-22T03:05:00.000Z' }));
    renderPage();
    expect(
      await screen.findByText('Bạn đã dùng hết lượt làm bài. Bạn có thể làm lại từ 22/11/2026 10:05.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bắt đầu làm bài' })).not.toBeInTheDocument();
  });

  it('a graduate sees one state: the certificate first, studying again second, a retake only as a secondary choice', async () => {
    api.getQuiz.mockResolvedValue(aQuiz({ certificateId: 'CN-1', attempts: [], attemptsUsed: 0 }));
    renderPage();
    const certificate = await screen.findByRole('link', { name: 'Xem chứng nhận' });
    expect(certificate).toHaveAttribute('href', '/chung-nhan/CN-1');
    expect(screen.getByText('Bạn đã đạt bài kiểm tra và nhận chứng nhận.')).toBeInTheDocument();
    const again = screen.getByRole('link', { name: 'Học lại' });
    expect(again).toHaveAttribute('href', '/training/my-course');
    // Certificate, then studying again, before anything else the page offers.
    expect(certificate.compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      again.compareDocumentPosition(screen.getByRole('region', { name: 'Quy định' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // No contradiction: no "never attempted", no competing primary "start".
    expect(screen.queryByText('Bạn chưa làm bài lần nào.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bắt đầu làm bài' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Làm lại bài kiểm tra' })).toBeEnabled();
  });

  it('shows the server’s refusal (not the owner) without a retry', async () => {
    api.getQuiz.mockRejectedValue(new ApiError('permission-denied', 'Bạn cần mua khóa học để tiếp tục.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn cần mua khóa học để tiếp tục.');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });
});

describe('QuizPage attempt', () => {
  it('answers with radio buttons and checkboxes in fieldsets, submits, and shows the graded review', async () => {
    const user = userEvent.setup();
    api.getQuiz.mockResolvedValue(aQuiz());
    api.startQuizAttempt.mockResolvedValue(openAttempt);
    api.submitQuiz.mockResolvedValue(aResult({ score: 86.666 }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    expect(api.startQuizAttempt).toHaveBeenCalledWith({ courseId: 'hoc-vien-creator' });

    const q1 = await screen.findByRole('group', { name: /Câu 1\/2: Sản phẩm đầu tiên/ });
    const q2 = screen.getByRole('group', { name: /Câu 2\/2: Chọn các kênh bán hàng/ });
    expect(within(q1).getAllByRole('radio')).toHaveLength(2);
    expect(within(q2).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Còn 2 câu chưa trả lời.')).toBeInTheDocument();

    // Keyboard: focus the first radio and choose it with Space.
    within(q1).getByRole('radio', { name: 'Mọi vấn đề cùng lúc' }).focus();
    await user.keyboard(' ');
    await user.click(within(q1).getByRole('radio', { name: 'Một vấn đề khách hàng sẵn sàng trả tiền' }));
    expect(within(q1).getByRole('radio', { name: 'Mọi vấn đề cùng lúc' })).not.toBeChecked();
    await user.click(within(q2).getByRole('checkbox', { name: 'Tiếp thị liên kết' }));
    await user.click(within(q2).getByRole('checkbox', { name: 'Tìm kiếm và danh mục' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));

    expect(api.submitQuiz).toHaveBeenCalledWith({
      courseId: 'hoc-vien-creator',
      attemptId: 'att-2',
      answers: [
        { questionId: 'q1', optionIds: ['q1a'] },
        { questionId: 'q2', optionIds: ['q2a', 'q2b'] },
      ],
    });
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('86,67%');
    const result = screen.getByRole('region', { name: 'Kết quả' });
    expect(result).toHaveTextContent('Đạt');
    expect(result).toHaveTextContent('Chúc mừng! Bạn đạt 86,67%.');
    expect(within(result).getAllByText('Đúng')).toHaveLength(2);
    expect(within(result).getByText('Bắt đầu từ một vấn đề có người trả tiền.')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'Xem chứng nhận' })).toHaveAttribute(
      'href',
      '/chung-nhan/CERT-ABC123',
    );
  });

  it('a failed attempt: right and wrong per question, no answers before passing, and another try', async () => {
    const user = userEvent.setup();
    api.getQuiz.mockResolvedValue(aQuiz());
    api.startQuizAttempt.mockResolvedValue(openAttempt);
    const passed = aResult();
    api.submitQuiz.mockResolvedValue({
      ...passed,
      score: 50,
      passed: false,
      certificateId: null,
      review: [
        { ...passed.review[0], correctOptionIds: null, explanation: null },
        { ...passed.review[1], chosenOptionIds: ['q2c'], correct: false, correctOptionIds: null, explanation: null },
      ],
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    await user.click(await screen.findByRole('radio', { name: 'Một vấn đề khách hàng sẵn sàng trả tiền' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gửi thư tay' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));

    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('50,00%');
    const result = screen.getByRole('region', { name: 'Kết quả' });
    expect(result).toHaveTextContent('Chưa đạt');
    expect(result).toHaveTextContent('Bạn đạt 50,00%. Hãy ôn lại bài học và làm lại.');
    const items = within(result)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(within(items[0]).getByText('Đúng')).toBeInTheDocument();
    expect(within(items[1]).getByText('Sai')).toBeInTheDocument();
    expect(within(result).getByText('Đáp án và giải thích sẽ hiện khi bạn đạt bài kiểm tra.')).toBeInTheDocument();
    expect(within(result).queryByText('Đáp án đúng', { exact: false })).not.toBeInTheDocument();
    expect(within(result).queryByRole('link', { name: 'Xem chứng nhận' })).not.toBeInTheDocument();

    api.startQuizAttempt.mockResolvedValue({ ...openAttempt, id: 'att-3' });
    await user.click(within(result).getByRole('button', { name: 'Làm lại' }));
    expect(await screen.findByRole('button', { name: 'Nộp bài' })).toBeInTheDocument();
    expect(api.startQuizAttempt).toHaveBeenCalledTimes(2);
  });

  it('keeps the answers and shows the server message when submitting fails', async () => {
    const user = userEvent.setup();
    api.getQuiz.mockResolvedValue(aQuiz());
    api.startQuizAttempt.mockResolvedValue(openAttempt);
    api.submitQuiz.mockRejectedValue(
      new ApiError('aborted', 'Đã hết thời gian làm bài. Bài nộp sau thời hạn không được chấm.'),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    await user.click(await screen.findByRole('radio', { name: 'Mọi vấn đề cùng lúc' }));
    await user.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã hết thời gian làm bài.');
    expect(screen.getByRole('radio', { name: 'Mọi vấn đề cùng lúc' })).toBeChecked();
  });

  it('shows the time left of a timed attempt and submits at zero', async () => {
    jest.useFakeTimers();
    const now = Date.now();
    api.getQuiz.mockResolvedValue(aQuiz({ timeLimitMinutes: 1 }));
    api.startQuizAttempt.mockResolvedValue({ ...openAttempt, deadline: new Date(now + 65_000).toISOString() });
    api.submitQuiz.mockResolvedValue(aResult({ score: 0, passed: false, certificateId: null }));
    renderPage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('Thời gian còn lại: 01:05');
    await user.click(screen.getByRole('radio', { name: 'Mọi vấn đề cùng lúc' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(66_000);
    });
    expect(api.submitQuiz).toHaveBeenCalledTimes(1);
    expect(api.submitQuiz.mock.calls[0][0].answers).toEqual([{ questionId: 'q1', optionIds: ['q1b'] }]);
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('0,00%');
  });
});
