import { act, render, waitFor } from '@testing-library/react';
import { apiPaths } from '@ghadi/contracts/api-paths';
import { SITE_CHANGE_EVENT, type SiteChange } from '@ghadi/contracts/site-changes';
import { FakeEventSource } from '@ghadi/testing';
import { NowProvider } from '@/lib/now';
import { apiBaseUrl } from '@/lib/runtime-config';
import { useLiveResults } from '../use-live-results';

jest.mock('@/lib/runtime-config', () => ({ apiBaseUrl: jest.fn() }));

const declared: SiteChange = {
  what: 'result',
  ghadi: { id: '00000000-0000-4000-8000-000000000007', GID: 7, NameEn: 'Kalyan', NameHn: 'कल्याण', key: 'kalyan' },
  date: '2026-11-22',
  reads: ['month:2026-11', 'game-month:2026-11:kalyan', 'daily'],
};

function LivePage({ onChange }: { onChange: (change: SiteChange) => void }) {
  useLiveResults(onChange);
  return null;
}

async function openPage() {
  const onChange = jest.fn<void, [SiteChange]>();
  render(<LivePage onChange={onChange} />);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return { onChange, stream: FakeEventSource.opened[0]! };
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

  it('opens one stream to the API in the runtime config, and reports what each change touched', async () => {
    const { onChange, stream } = await openPage();

    stream.signal('open');
    stream.push(SITE_CHANGE_EVENT, JSON.stringify(declared));
    stream.push(SITE_CHANGE_EVENT, '{"what":"games","reads":["games"]}');
    stream.push(SITE_CHANGE_EVENT, '{"what":"content","reads":["content"]}');
    stream.push(SITE_CHANGE_EVENT, '{"what":"all"}');
    stream.push('keep-alive');

    expect(FakeEventSource.opened).toHaveLength(1);
    expect(stream.url).toBe(`https://api.example.test${apiPaths.resultStream}`);
    expect(onChange.mock.calls).toEqual([
      [declared],
      [{ what: 'games', reads: ['games'] }],
      [{ what: 'content', reads: ['content'] }],
      [{ what: 'all' }],
    ]);
  });

  it('on a server-rendered page, asks for the changes made since its data was read, once', async () => {
    render(
      <NowProvider renderedAt="2026-11-22T11:40:00.000Z">
        <LivePage onChange={jest.fn()} />
      </NowProvider>,
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    expect(FakeEventSource.opened[0]!.url).toBe(`https://api.example.test${apiPaths.resultStream}?since=2026-11-22T11%3A40%3A00.000Z`);
  });

  it('reads a change it cannot make sense of as everything changed', async () => {
    const { onChange, stream } = await openPage();

    for (const data of ['not json', 'null', '"result"', '{"what":"result","gid":7}', '{"what":"result","gid":7,"date":"2026-11-22"}', '{"what":"weather"}', '{}']) {
      stream.push(SITE_CHANGE_EVENT, data);
    }

    expect(onChange.mock.calls).toEqual(Array.from({ length: 7 }, () => [{ what: 'all' }]));
  });

  it('reports everything changed each time the stream comes back after a break, as changes meanwhile are not sent again', async () => {
    const { onChange, stream } = await openPage();

    stream.signal('open');
    expect(onChange).not.toHaveBeenCalled();
    stream.signal('error');
    stream.signal('error');
    stream.signal('open');
    stream.signal('error');
    stream.signal('open');

    expect(onChange.mock.calls).toEqual([[{ what: 'all' }], [{ what: 'all' }]]);
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
