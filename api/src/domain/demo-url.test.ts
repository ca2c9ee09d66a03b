import { demoUrlProblem, isPrivateHost } from './demo-url';

const production = { localMode: false };

describe('an embedded demo address', () => {
  it('accepts a public https page and the platform’s own sample pages', () => {
    expect(demoUrlProblem('https://demo.example.vn/thu?ngon-ngu=vi', production)).toBeNull();
    expect(demoUrlProblem('https://8.8.8.8/demo', production)).toBeNull();
    expect(demoUrlProblem('/demo-samples/chatbot-cham-soc-khach-hang.html', production)).toBeNull();
  });

  it('refuses anything but https, and credentials in the address', () => {
    expect(demoUrlProblem('http://demo.example.vn/', production)).toBe('notHttps');
    expect(demoUrlProblem('javascript:alert(1)', production)).toBe('notHttps');
    expect(demoUrlProblem('data:text/html,<p>x</p>', production)).toBe('notHttps');
    expect(demoUrlProblem('/demo-samples/../admin.html', production)).toBe('notHttps');
    expect(demoUrlProblem('https://user:secret@demo.example.vn/', production)).toBe('credentials');
    expect(demoUrlProblem('https://user@demo.example.vn/', production)).toBe('credentials');
  });

  it('refuses this machine and private networks in production, allows them in local mode', () => {
    for (const url of [
      'https://localhost:8443/',
      'https://app.localhost/',
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://172.20.0.5/',
      'https://192.168.1.10/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/',
      'https://[fd12:3456::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://router/',
      'https://nas.local/',
      'https://wiki.corp/',
      'https://0x7f000001/',
    ]) {
      expect([url, demoUrlProblem(url, production)]).toEqual([url, 'privateHost']);
      expect([url, demoUrlProblem(url, { localMode: true })]).toEqual([url, null]);
    }
  });

  it('tells public hosts from private ones', () => {
    expect(isPrivateHost('demo.example.vn')).toBe(false);
    expect(isPrivateHost('172.32.0.1')).toBe(false);
    expect(isPrivateHost('[2001:db8::1]')).toBe(false);
    expect(isPrivateHost('localhost.')).toBe(true);
  });
});
