import { LESSON_CAPTIONS_MAX_BYTES } from '../contracts/limits';
import { captionsMessages, checkCaptions } from './webvtt';

const cue = (start: string, end: string, text = 'Xin chào') => `${start} --> ${end}\n${text}\n`;

describe('checkCaptions', () => {
  it('counts the cues of a WebVTT file, with hours or without, settings, identifiers, notes, styles and CRLF', () => {
    const file = [
      'WEBVTT - Bài 1',
      '',
      'NOTE người dịch: Lan',
      'thời gian tính từ đầu video',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'mo-dau',
      cue('00:00.000', '00:02.500'),
      cue('01:00:02.500', '01:00:05.000 align:start line:90%', 'Dòng một\nDòng hai'),
    ].join('\r\n');
    expect(checkCaptions(file)).toEqual({ ok: true, cues: 2 });
    expect(checkCaptions(`\uFEFFWEBVTT\n\n${cue('00:01.000', '00:02.000')}`)).toEqual({ ok: true, cues: 1 });
  });

  it('says what is wrong, with the line', () => {
    const refused = (text: string) => {
      const check = checkCaptions(text);
      return check.ok ? null : check.message;
    };
    expect(refused('')).toBe(captionsMessages.missing);
    expect(refused('WEBVTTX')).toBe(captionsMessages.header);
    expect(refused('WEBVTTX\n\n' + cue('00:01.000', '00:02.000'))).toBe(captionsMessages.header);
    expect(refused('1\n00:00:01,000 --> 00:00:02,000\nSRT\n')).toBe(captionsMessages.header);
    expect(refused('WEBVTT\n\n' + cue('00:01,000', '00:02.000'))).toBe(captionsMessages.timing(3));
    expect(refused('WEBVTT\n\n' + cue('00:61.000', '01:02.000'))).toBe(captionsMessages.timing(3));
    expect(refused('WEBVTT\n\n' + cue('00:01.000', '00:02.000') + '\n' + cue('00:05.000', '00:05.000'))).toBe(
      captionsMessages.order(6),
    );
    expect(refused('WEBVTT\n\nNOTE 00:01.000 --> 00:02.000 is not a cue\n')).toBe(captionsMessages.empty);
    expect(refused('WEBVTT\n')).toBe(captionsMessages.empty);
  });

  it('weighs the file in UTF-8 bytes, as the call carries it', () => {
    const head = `WEBVTT\n\n${cue('00:00.000', '00:01.000', '')}`;
    const fits = head + 'a'.repeat(LESSON_CAPTIONS_MAX_BYTES - head.length);
    expect(checkCaptions(fits)).toEqual({ ok: true, cues: 1 });
    // Three bytes each: a third as many characters fill it.
    const vietnamese = head + 'ệ'.repeat(Math.ceil((LESSON_CAPTIONS_MAX_BYTES - head.length) / 3) + 1);
    expect(checkCaptions(vietnamese)).toEqual({ ok: false, message: captionsMessages.tooLarge });
    expect(captionsMessages.tooLarge).toBe('Tệp phụ đề quá lớn (tối đa 56 KB).');
  });
});
