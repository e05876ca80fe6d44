import { render } from '@testing-library/react';
import { useLiveResults } from '../use-live-results';

/** A stand-in for the browser's EventSource (jsdom has none) that a test can push events through. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  push(type: string) {
    this.dispatchEvent(new MessageEvent(type, { data: '{}' }));
  }
}

function LivePage({ onChange }: { onChange: () => void }) {
  useLiveResults(onChange);
  return null;
}

describe('useLiveResults', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('opens one stream to the results feed and reports each result and refresh', () => {
    const onChange = jest.fn();
    render(<LivePage onChange={onChange} />);
    const [stream] = FakeEventSource.opened;

    stream!.push('result');
    stream!.push('refresh');
    stream!.push('keep-alive');

    expect(FakeEventSource.opened).toHaveLength(1);
    expect(new URL(stream!.url).pathname).toBe('/api/results/stream');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('closes the stream when the page goes', () => {
    const { unmount } = render(<LivePage onChange={jest.fn()} />);

    unmount();

    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('does nothing where the browser has no EventSource, leaving polling to keep the page current', () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;

    expect(() => render(<LivePage onChange={jest.fn()} />)).not.toThrow();
  });
});
