// The API has no user-visible text of its own; every one comes from @app/shared/messages, so the
// client and the server say the same thing in the same words. This test fails when a Vietnamese string
// literal appears in API source (tests and the seed catalogue, which is data, are not user-visible texts
// of the API's own).
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname);
const VIETNAMESE = /[àáảãạăắằẳẵặâấầẩẫậèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵđ]/i;
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments (line and block), so a Vietnamese example in a comment is fine. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('no user-visible text in the API outside @app/shared/messages', () => {
  it('has no Vietnamese string literal in its source', () => {
    const found = sources(SRC).flatMap((file) =>
      (withoutComments(fs.readFileSync(file, 'utf8')).match(LITERAL) ?? [])
        .filter((literal) => VIETNAMESE.test(literal))
        .map((literal) => `${path.relative(SRC, file)}: ${literal}`),
    );
    expect(found).toEqual([]);
  });
});
