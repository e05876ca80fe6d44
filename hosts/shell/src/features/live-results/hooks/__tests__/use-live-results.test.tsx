import { act, render, waitFor } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts';
import { apiBaseUrl } from '@/lib/runtime-config';
import { useLiveResults } from '../use-live-results';

jest.mock('@/lib/runtime-config', () => ({ apiBaseUrl: jest.fn() }));

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
    jest.mocked(apiBaseUrl).mockResolvedValue('https://api.example.test');
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('opens one stream to the results feed of the API in the runtime config, and reports each result and refresh', async () => {
    const onChange = jest.fn();
    render(<LivePage onChange={onChange} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [stream] = FakeEventSource.opened;

    stream!.push('result');
    stream!.push('refresh');
    stream!.push('keep-alive');

    expect(FakeEventSource.opened).toHaveLength(1);
    expect(stream!.url).toBe(`https://api.example.test${apiPaths.resultStream}`);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('closes the stream when the page goes', async () => {
    const { unmount } = render(<LivePage onChange={jest.fn()} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    unmount();

    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('opens no stream when the page goes before the runtime config arrives', async () => {
    let provide: (base: string) => void = () => undefined;
    jest.mocked(apiBaseUrl).mockReturnValue(new Promise((resolve) => (provide = resolve)));
    const { unmount } = render(<LivePage onChange={jest.fn()} />);

    unmount();
    await act(async () => provide(''));

    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('does nothing where the browser has no EventSource, leaving polling to keep the page current', () => {
    delete (globalThis as { EventSource?: unknown }).EventSource;

    expect(() => render(<LivePage onChange={jest.fn()} />)).not.toThrow();
  });
});
