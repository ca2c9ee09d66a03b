// The browser SDK's view: calls through firebase/functions httpsCallable (connectFunctionsEmulator to the
// API on its ephemeral port), with a real sign-in through firebase/auth, and the decoded error codes.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
  type FunctionsError,
} from 'firebase/functions';
import { ACADEMY_COURSE_ID } from '@app/shared/contracts/academy';
import { startApi, type Harness } from './harness';

let api: Harness;
let limited: Harness;
let firebase: FirebaseApp;
let functions: Functions;

function connect(app: FirebaseApp, harness: Harness): Functions {
  const fns = getFunctions(app, 'asia-southeast1');
  connectFunctionsEmulator(fns, '127.0.0.1', Number(new URL(harness.url).port));
  return fns;
}

beforeAll(async () => {
  [api, limited] = await Promise.all([startApi(), startApi({ rateLimit: { windowMs: 60_000, perIp: 2, perUser: 0 } })]);
  firebase = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-marketplace' }, `sdk-test-${Date.now()}`);
  connectAuthEmulator(getAuth(firebase), 'http://127.0.0.1:9099', { disableWarnings: true });
  functions = connect(firebase, api);
});
afterAll(async () => {
  await signOut(getAuth(firebase));
  await deleteApp(firebase);
  await Promise.all([api.close(), limited.close()]);
});

/** The SDK appends ' [status]' to the server's message (docs/architecture.md §6); the shared client strips it. */
const text = (error: FunctionsError) => error.message.replace(/\s*\[[^\]]*\]$/, '');

async function failure(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    return error as FunctionsError;
  }
  throw new Error('expected the call to fail');
}

it('calls anonymously and decodes the result', async () => {
  const { data } = await httpsCallable(functions, 'listProducts')({ query: 'pong', pageSize: 2 });
  expect((data as { items: unknown[] }).items).toHaveLength(2);
});

it('decodes each error code the API sends', async () => {
  const unauthenticated = await failure(httpsCallable(functions, 'getUserProfile')());
  expect(unauthenticated.code).toBe('functions/unauthenticated');
  expect(text(unauthenticated)).toBe('Bạn cần đăng nhập để tiếp tục.');

  const notFound = await failure(httpsCallable(functions, 'getCertificate')({ certId: 'CN-0' }));
  expect(notFound.code).toBe('functions/not-found');
  expect(text(notFound)).toBe('Không tìm thấy chứng nhận này.');

  const invalid = await failure(httpsCallable(functions, 'listProducts')({ pageSize: 500 }));
  expect(invalid.code).toBe('functions/invalid-argument');
  expect(text(invalid)).toBe('Mỗi trang có tối đa 50 sản phẩm.');
  expect(invalid.details).toEqual({ issues: [{ path: 'pageSize', message: 'Mỗi trang có tối đa 50 sản phẩm.' }] });

  const unknown = await failure(httpsCallable(functions, 'khongCoHamNay')());
  expect(unknown.code).toBe('functions/not-found');

  // getFunctions caches one instance per app and region: another app for another server.
  const other = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-marketplace' }, `sdk-limited-${Date.now()}`);
  const exhausted = connect(other, limited);
  await httpsCallable(exhausted, 'listCategories')();
  await httpsCallable(exhausted, 'listCategories')();
  const tooMany = await failure(httpsCallable(exhausted, 'listCategories')());
  expect(tooMany.code).toBe('functions/resource-exhausted');
  await deleteApp(other);
});

it('sends the signed-in user’s ID token and decodes permission and conflict errors', async () => {
  const owner = await api.user();
  const buyer = await api.user();
  const orderId = (
    (await api.call('createCourseOrder', { courseId: ACADEMY_COURSE_ID }, owner.token)).body.result as {
      orderId: string;
    }
  ).orderId;
  await signInWithEmailAndPassword(getAuth(firebase), buyer.email, buyer.password);

  const { data: profile } = await httpsCallable(functions, 'getUserProfile')();
  expect(profile).toMatchObject({ uid: buyer.uid, email: buyer.email });

  const { data: order } = await httpsCallable(functions, 'createCourseOrder')({ courseId: ACADEMY_COURSE_ID });
  expect((order as { orderId: string }).orderId).toMatch(/^[A-Z0-9]{10}$/);

  const denied = await failure(httpsCallable(functions, 'getTransaction')({ transactionId: orderId }));
  expect(denied.code).toBe('functions/permission-denied');
  expect(text(denied)).toBe('Bạn không có quyền xem giao dịch này.');

  const application = { displayName: 'A', expertise: 'B', bio: 'C', sampleIdea: 'D' };
  await httpsCallable(functions, 'submitCreatorApplication')(application);
  const conflict = await failure(httpsCallable(functions, 'submitCreatorApplication')(application));
  expect(conflict.code).toBe('functions/aborted');
});

it('decodes internal failures without internals', async () => {
  const broken = await startApi();
  await broken.app.database.close();
  const other = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-marketplace' }, `sdk-broken-${Date.now()}`);
  const error = await failure(httpsCallable(connect(other, broken), 'listCategories')());
  await deleteApp(other);
  expect(error.code).toBe('functions/internal');
  expect(text(error)).toBe('Đã có lỗi xảy ra. Vui lòng thử lại sau.');
  await broken.app.server.close();
  await broken.app.identity.close();
});
