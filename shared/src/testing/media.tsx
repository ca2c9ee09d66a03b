// jsdom plays nothing: what a player asks of its <video> is what a test can see.

/** Spies on the `load` and `play` a player asks of its element, new in each test and restored after it. */
export function spyOnMediaElements(): { load: jest.SpyInstance; play: jest.SpyInstance } {
  const spies = {} as { load: jest.SpyInstance; play: jest.SpyInstance };
  beforeEach(() => {
    spies.load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    spies.play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
  });
  afterEach(() => {
    spies.load.mockRestore();
    spies.play.mockRestore();
  });
  return spies;
}

/** The element's playback position as `seconds`, which the test sets and the player reads and sets. */
export function playbackPosition(element: HTMLMediaElement, seconds: number): { seconds: number } {
  const position = { seconds };
  Object.defineProperty(element, 'currentTime', {
    configurable: true,
    get: () => position.seconds,
    set: (value: number) => {
      position.seconds = value;
    },
  });
  return position;
}
