// The upload seam of every component test: tus-js-client's Upload replaced by a stand-in the test drives.
// It records what it was given and finishes, fails or resumes only when the test says so. In a test file:
//
//   jest.mock('tus-js-client', () => jest.requireActual('@app/shared/testing/tus').tusClientMock());
//   const uploads = fakeUploads();
//   beforeEach(() => resetFakeUploads());
//   ...
//   act(() => uploads[0].finish('upload-id'));

export type FakeUploadOptions = {
  endpoint: string;
  chunkSize: number;
  metadata: Record<string, string>;
  storeFingerprintForResuming: boolean;
  onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => Promise<void>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
};

const uploads: FakeUpload[] = [];
let previousUploads: object[] = [];

export class FakeUpload {
  url: string | null = null;
  /** How many times `start` was called. */
  started = 0;
  /** One entry per `abort(terminate)`. */
  aborted: boolean[] = [];
  resumedFrom: object | null = null;
  constructor(
    readonly file: File,
    readonly options: FakeUploadOptions,
  ) {
    uploads.push(this);
  }
  start() {
    this.started += 1;
  }
  abort(terminate = false) {
    this.aborted.push(terminate);
    return Promise.resolve();
  }
  findPreviousUploads() {
    return Promise.resolve(previousUploads);
  }
  resumeFromPreviousUpload(previous: object) {
    this.resumedFrom = previous;
  }
  /** The server kept the whole file as upload `id`: every byte reported sent, then success. */
  finish(id: string) {
    this.url = `${this.options.endpoint}/${id}`;
    this.options.onProgress(this.file.size, this.file.size);
    this.options.onSuccess();
  }
}

/** The module factory for jest.mock (see above). */
export function tusClientMock() {
  return { Upload: jest.fn((file: File, options: FakeUploadOptions) => new FakeUpload(file, options)) };
}

/** Every upload the code under test created since the last reset, oldest first (the same array throughout). */
export function fakeUploads(): FakeUpload[] {
  return uploads;
}

/** Forgets the uploads so far; `previous` is what `findPreviousUploads` answers from now on (none by default). */
export function resetFakeUploads(previous: object[] = []): void {
  uploads.length = 0;
  previousUploads = previous;
}
