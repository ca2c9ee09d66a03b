import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy-constants';
import { callableUrlFor, earlyCallFor, earlyCallKey } from './early-calls';

describe('early calls: the public call each page makes first', () => {
  it('a product page: getProduct with the decoded id, as useParams gives it', () => {
    expect(earlyCallFor('/product/pong-neon')).toEqual({
      name: 'getProduct',
      input: { productId: 'pong-neon' },
      frame: 'product',
    });
    expect(earlyCallFor('/Product/ph%E1%BB%9F%20b%C3%B2/')).toEqual({
      name: 'getProduct',
      input: { productId: 'phở bò' },
      frame: 'product',
    });
  });

  it('a certificate keeps its id as written (ids are case-sensitive); the landing asks for the academy course', () => {
    expect(earlyCallFor('/chung-nhan/CN-ABC')).toEqual({ name: 'getCertificate', input: { certId: 'CN-ABC' } });
    expect(earlyCallFor('/training')).toEqual({
      name: 'getCourse',
      input: { courseId: ACADEMY_COURSE_ID },
      frame: 'course',
    });
  });

  it('nothing for other pages, an empty or malformed segment, or a deeper path', () => {
    for (const path of [
      '/',
      '/salepage',
      '/product',
      '/product/',
      '/product/%E0%A4%A',
      '/product/a/b',
      '/training/x',
    ]) {
      expect(earlyCallFor(path)).toBeNull();
    }
  });

  it('keys an answer by name and input, as the client looks it up', () => {
    expect(earlyCallKey('getProduct', { productId: 'a' })).toBe('["getProduct",{"productId":"a"}]');
  });

  it('builds the URLs the typed client uses (emulator shape locally, /{name} in production)', () => {
    expect(callableUrlFor('http://127.0.0.1:5001', 'demo-marketplace', 'getProduct')).toBe(
      'http://127.0.0.1:5001/demo-marketplace/asia-southeast1/getProduct',
    );
    expect(callableUrlFor('https://api.example.vn', 'p', 'getProduct')).toBe('https://api.example.vn/getProduct');
  });
});
