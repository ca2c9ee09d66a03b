import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, FormError, TextAreaField } from './Field';

describe('Field', () => {
  it('asks for digits with the number pad and offers no saved entries when numeric', () => {
    render(<Field id="price" label="Giá" numeric defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Giá' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('asks for a web address with the address keyboard, https:// as the example, when url', () => {
    render(<Field id="site" label="Trang demo" url defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Trang demo' });
    expect(input).toHaveAttribute('type', 'url');
    expect(input).toHaveAttribute('inputmode', 'url');
    expect(input).toHaveAttribute('placeholder', 'https://');
  });

  it('labels its input (the label names the control)', () => {
    render(<Field id="email" label="Email" type="email" defaultValue="" />);
    const input = screen.getByLabelText('Email');
    expect(input).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('reads the hint with the control', () => {
    render(<Field id="holder" label="Tên chủ tài khoản" hint="Viết hoa, không dấu." />);
    expect(screen.getByLabelText('Tên chủ tài khoản')).toHaveAccessibleDescription('Viết hoa, không dấu.');
  });

  it('shows its error, links it with aria-describedby (before the hint) and marks the control invalid', () => {
    render(<Field id="holder" label="Tên chủ tài khoản" hint="Viết hoa, không dấu." error="Vui lòng nhập tên." />);
    const input = screen.getByLabelText('Tên chủ tài khoản');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'holder-error holder-hint');
    expect(input).toHaveAccessibleDescription('Vui lòng nhập tên. Viết hoa, không dấu.');
    expect(screen.getByText('Vui lòng nhập tên.')).toHaveAttribute('id', 'holder-error');
  });

  it('without an error it is valid and describes nothing extra', () => {
    const { rerender } = render(<Field id="n" label="Số tài khoản" error="Sai." />);
    rerender(<Field id="n" label="Số tài khoản" error={null} />);
    const input = screen.getByLabelText('Số tài khoản');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Sai.')).not.toBeInTheDocument();
  });

  it('can be marked invalid when the message is the form’s, and described by other elements', () => {
    render(
      <Field
        id="pw"
        label="Mật khẩu"
        type="password"
        invalid
        describedBy="pw-rules"
        after={<p id="pw-rules">Ít nhất 6 ký tự</p>}
      />,
    );
    const input = screen.getByLabelText('Mật khẩu');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ít nhất 6 ký tự');
  });

  it('renders a select with its options, and the user can choose one', async () => {
    const onChange = jest.fn();
    render(
      <Field as="select" id="bank" label="Ngân hàng" error="Vui lòng chọn ngân hàng." value="" onChange={onChange}>
        <option value="">Chọn ngân hàng</option>
        <option value="970436">Vietcombank</option>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Ngân hàng' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Vui lòng chọn ngân hàng.');
    await userEvent.setup().selectOptions(select, '970436');
    expect(onChange).toHaveBeenCalled();
  });

  it('passes the input’s own attributes and ref through', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Field ref={ref} id="avatar" label="Chọn ảnh" type="file" accept="image/png" disabled />);
    const input = screen.getByLabelText('Chọn ảnh');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(input).toBeDisabled();
  });
});

describe('Field type="file"', () => {
  it('says its button and the chosen file in Vietnamese, not the browser’s words, and still passes the change on', async () => {
    const onChange = jest.fn();
    render(<Field id="doc" label="Chọn tài liệu" type="file" onChange={onChange} />);
    expect(screen.getByText('Chọn tệp')).toBeInTheDocument();
    expect(screen.getByText('Chưa chọn tệp nào')).toBeInTheDocument();
    await userEvent.setup().upload(screen.getByLabelText('Chọn tài liệu'), new File(['x'], 'hop-dong.pdf'));
    expect(screen.getByText('hop-dong.pdf')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalled();
  });
});

describe('TextAreaField', () => {
  it('labels a multi-line field, five lines unless told', () => {
    render(<TextAreaField id="bio" label="Giới thiệu" defaultValue="" />);
    const textarea = screen.getByRole('textbox', { name: 'Giới thiệu' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('id', 'bio');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAttribute('aria-describedby');
  });

  it('links its error (before the hint) and marks itself invalid, like Field', () => {
    render(
      <TextAreaField id="q1" label="Câu hỏi 1" hint="Tối đa 500 ký tự." error="Vui lòng nhập câu hỏi." rows={2} />,
    );
    const textarea = screen.getByLabelText('Câu hỏi 1');
    expect(textarea).toHaveAttribute('rows', '2');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('aria-describedby', 'q1-error q1-hint');
    expect(textarea).toHaveAccessibleDescription('Vui lòng nhập câu hỏi. Tối đa 500 ký tự.');
  });

  it('passes its own attributes, ref and the area’s class through; the user can type', async () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    const onChange = jest.fn();
    render(<TextAreaField ref={ref} id="idea" label="Ý tưởng" maxLength={10} className="tall" onChange={onChange} />);
    const textarea = screen.getByLabelText('Ý tưởng');
    expect(ref.current).toBe(textarea);
    expect(textarea).toHaveAttribute('maxlength', '10');
    expect(textarea).toHaveClass('textarea', 'tall');
    await userEvent.setup().type(textarea, 'Trò chơi');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('FormError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FormError message={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces the message as an alert', () => {
    render(<FormError message="Email hoặc mật khẩu không đúng." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email hoặc mật khẩu không đúng.');
  });
});
