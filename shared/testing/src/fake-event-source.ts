/** A stand-in for the browser's EventSource (jsdom has none) that a test can push events through. */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  push(type: string, data = '{}') {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  /** What the browser does as a connection comes up or goes down. */
  signal(type: 'open' | 'error') {
    this.dispatchEvent(new Event(type));
  }
}

/** Gives the page a FakeEventSource for each test of the file. */
export function installFakeEventSource(): void {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });
}
