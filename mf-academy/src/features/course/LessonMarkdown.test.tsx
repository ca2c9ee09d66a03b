import { render, screen } from '@testing-library/react';
import LessonMarkdown from './LessonMarkdown';

describe('LessonMarkdown', () => {
  it('renders Markdown with headings below the lesson title', () => {
    render(<LessonMarkdown source={'# Mở đầu\n\nMột **điểm** quan trọng.\n\n- một\n- hai'} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Mở đầu' })).toBeInTheDocument();
    expect(screen.getByText('điểm').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('never runs or mounts HTML from a lesson', () => {
    const { container } = render(
      <LessonMarkdown
        source={
          '<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\n<iframe src="https://evil.example"></iframe>\n\n[bấm](javascript:window.hacked=true)'
        }
      />,
    );
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const link = screen.queryByRole('link', { name: 'bấm' });
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('opens links in a new tab without an opener', () => {
    render(<LessonMarkdown source="[Tài liệu](https://example.com/doc)" />);
    const link = screen.getByRole('link', { name: 'Tài liệu' });
    expect(link).toHaveAttribute('href', 'https://example.com/doc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
