import { render, screen } from '@testing-library/react';
import { loadMarkdown, Markdown, markdownLoaded } from './Markdown';

describe('Markdown', () => {
  it('renders Markdown, a "#" heading one level under the page (default h2)', async () => {
    render(<Markdown source={'# Mở đầu\n\nMột **điểm** quan trọng.\n\n- một\n- hai'} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mở đầu' })).toBeInTheDocument();
    expect(screen.getByText('điểm').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // A heading's id never collides with one of the page's own.
    expect(screen.getByRole('heading', { name: 'Mở đầu' }).id).toMatch(/^md-/);
  });

  it('starts headings lower under a section (headingBase 3) and never above h6', async () => {
    render(<Markdown headingBase={3} source={'# Một\n\n#### Bốn\n\n###### Sáu'} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Một' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Bốn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Sáu' })).toBeInTheDocument();
  });

  it('never runs or mounts raw HTML or script', async () => {
    const { container } = render(
      <Markdown
        source={
          'Đầu\n\n<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="javascript:window.hacked=true">html</a>\n\n[bấm](javascript:window.hacked=true)'
        }
      />,
    );
    expect(await screen.findByText('Đầu')).toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
    // Raw HTML is shown as the text it is, not dropped silently.
    expect(container).toHaveTextContent('<script>');
  });

  it('opens links in a new tab without an opener', async () => {
    render(<Markdown source="[Tài liệu](https://example.com/doc)" />);
    const link = await screen.findByRole('link', { name: 'Tài liệu' });
    expect(link).toHaveAttribute('href', 'https://example.com/doc');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('once the renderer has arrived, draws the text at once, with no loading line first', async () => {
    await loadMarkdown();
    expect(markdownLoaded()).toBe(true);
    render(<Markdown source="Đã **sẵn sàng**." />);
    expect(screen.getByText('sẵn sàng').tagName).toBe('STRONG');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
