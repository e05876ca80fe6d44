import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A bot token and the channels the test Bot API server knows: the site's channel, and a second one for Hindi. */
export const BOT_TOKEN = '7012345678:AAE_test-token-of-the-results-bot-0123';
export const CHANNEL_ID = '-1001234567890';
export const HINDI_CHANNEL_ID = '-1009876543210';

/** A Bot API call as the server received it. */
export interface ReceivedCall {
  method: string;
  token: string;
  body: { chat_id?: string | number; message_id?: number; text?: string; link_preview_options?: { is_disabled?: boolean } };
  /** The status it was answered with. */
  status: number;
  receivedAt: number;
}

/** A scripted answer to the next call: Telegram's error shapes. */
export type ScriptedAnswer = { status: 429; retryAfter: number } | { status: 500 | 502 };

export interface TestBotApi {
  /** The TELEGRAM_API_BASE setting that reaches it. */
  url: string;
  calls: ReceivedCall[];
  /** The channels as readers see them: each message's current text, by id, in posting order. */
  messages: Map<number, string>;
  /** The chat each message is in, by id. */
  chatOf: Map<number, string>;
  /** Answers the next calls with these, in order, then normally again. */
  answerNext(answers: ScriptedAnswer[]): void;
  /** Waits until `count` calls have arrived in all, failing after `timeoutMs`. */
  waitForCalls(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

type Answer = { status: number; body: Record<string, unknown> };

const refusal = (status: number, description: string, parameters?: Record<string, unknown>): Answer => ({
  status,
  body: { ok: false, error_code: status, description, ...(parameters && { parameters }) },
});

/**
 * An HTTP server in the test that speaks the Bot API as api.telegram.org does: `POST /bot<token>/<method>`
 * with a JSON body, answered `{ok: true, result}` or `{ok: false, error_code, description, parameters}`. It
 * knows one bot and two channels; sendMessage and editMessageText change the channels it keeps (a message is
 * edited in its own chat only).
 */
export async function startTestBotApi(): Promise<TestBotApi> {
  const calls: ReceivedCall[] = [];
  const messages = new Map<number, string>();
  const chatOf = new Map<number, string>();
  const scripted: ScriptedAnswer[] = [];
  let nextMessageId = 100;

  const chats: Record<string, { id: number; type: string; title: string }> = {
    [CHANNEL_ID]: { id: Number(CHANNEL_ID), type: 'channel', title: 'Ghadi results' },
    [HINDI_CHANNEL_ID]: { id: Number(HINDI_CHANNEL_ID), type: 'channel', title: 'घड़ी रिजल्ट' },
  };
  const answer = (token: string, method: string, body: ReceivedCall['body']): Answer => {
    if (token !== BOT_TOKEN) return refusal(401, 'Unauthorized');
    const script = scripted.shift();
    if (script?.status === 429) return refusal(429, `Too Many Requests: retry after ${script.retryAfter}`, { retry_after: script.retryAfter });
    if (script) return refusal(script.status, 'Internal Server Error');
    const chat = chats[String(body.chat_id)];
    if (!chat) return refusal(400, 'Bad Request: chat not found');
    if (typeof body.text !== 'string' || body.text.length === 0 || body.text.length > 4096) return refusal(400, 'Bad Request: message text is empty');
    const date = Math.floor(Date.now() / 1000);
    if (method === 'sendMessage') {
      nextMessageId += 1;
      messages.set(nextMessageId, body.text);
      chatOf.set(nextMessageId, String(body.chat_id));
      return { status: 200, body: { ok: true, result: { message_id: nextMessageId, date, chat, text: body.text } } };
    }
    if (method === 'editMessageText') {
      const current = chatOf.get(Number(body.message_id)) === String(body.chat_id) ? messages.get(Number(body.message_id)) : undefined;
      if (current === undefined) return refusal(400, 'Bad Request: message to edit not found');
      if (current === body.text) {
        return refusal(400, 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
      }
      messages.set(Number(body.message_id), body.text);
      return { status: 200, body: { ok: true, result: { message_id: Number(body.message_id), date, edit_date: date, chat, text: body.text } } };
    }
    return refusal(404, 'Not Found');
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      let body: ReceivedCall['body'] = {};
      let result: Answer;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        result = match && request.method === 'POST' && request.headers['content-type']?.startsWith('application/json')
          ? answer(match[1]!, match[2]!, body)
          : refusal(404, 'Not Found');
      } catch {
        result = refusal(400, "Bad Request: can't parse JSON");
      }
      calls.push({ method: match?.[2] ?? '?', token: match?.[1] ?? '?', body, status: result.status, receivedAt: performance.now() });
      response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    messages,
    chatOf,
    answerNext: (answers) => void scripted.push(...answers),
    async waitForCalls(count, timeoutMs = 10_000) {
      const deadline = performance.now() + timeoutMs;
      while (calls.length < count) {
        if (performance.now() > deadline) throw new Error(`expected ${count} Bot API calls, got ${calls.length}: ${JSON.stringify(calls)}`);
        await sleep(20);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
