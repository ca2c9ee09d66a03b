import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@app/shared/testing/render';
import { Button, buttonClass } from './Button';
import { ButtonAnchor, ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    const click = jest.fn();
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button onClick={click}>Lưu</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits when it says so', async () => {
    const submit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button type="submit">Gửi</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, cannot be pressed, keeps its label as its name', async () => {
    const click = jest.fn();
    render(
      <Button loading onClick={click}>
        Đang lưu…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Đang lưu…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });

  it('carries the look of its variant and size', () => {
    render(
      <Button variant="danger" size="sm" block>
        Xóa
      </Button>,
    );
    const { className } = screen.getByRole('button', { name: 'Xóa' });
    expect(className.split(' ')).toEqual(expect.arrayContaining(['button', 'danger', 'sm', 'block']));
    expect(buttonClass()).toBe('button primary');
  });
});

describe('ButtonLink / ButtonAnchor', () => {
  it('are links (not buttons) with the button look', () => {
    renderAt(
      '/',
      <>
        <ButtonLink to="/my/library" variant="secondary">
          Thư viện
        </ButtonLink>
        <ButtonAnchor href="https://app.example/x">Mở</ButtonAnchor>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Thư viện' })).toHaveAttribute('href', '/my/library');
    expect(screen.getByRole('link', { name: 'Thư viện' }).className).toContain('secondary');
    expect(screen.getByRole('link', { name: 'Mở' })).toHaveAttribute('href', 'https://app.example/x');
  });
});
