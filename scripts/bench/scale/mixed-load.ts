// The mixed load of `npm run bench:scale`: members reading pages, history, the feed and posts, writing entries,
// posts and likes, and signing in, over keep-alive connections through the load balancer. Every acknowledged
// write is kept by id so the bench can count it in the database afterwards.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { balancerUrl } from './cluster';

export interface Member {
  email: string;
  password: string;
  userId: string;
  cookie: string;
  /** Index of the next post in `Fixture.postIds` this member likes: each like is a new (post, member) pair. */
  likeTurn: number;
}

export interface Fixture {
  members: Member[];
  /** Posts to read and like; posts written under load join it. */
  postIds: string[];
  channelIds: string[];
}

export interface Acknowledged {
  entries: string[];
  posts: string[];
  likes: [postId: string, userId: string][];
}

export interface Outcome {
  /** The HTTP status, or `network <code>` when no answer came. */
  status: number | `network ${string}`;
  startedAt: number;
  endedAt: number;
}

export interface LoadTally {
  outcomes: Outcome[];
  acknowledged: Acknowledged;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1_000 });

export interface Answer {
  status: number;
  /** The body as text, decompressed on first use (most answers under load are never read). */
  readonly body: string;
  headers: Record<string, string | string[] | undefined>;
}

function decoded(bytes: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/** One request through the balancer; rejects only when no HTTP answer came (a reset, a refused connection). */
export function send(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', origin: balancerUrl };
  if (options.cookie) headers.cookie = options.cookie;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(`${balancerUrl}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        let text: string | undefined;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          get body() {
            return (text ??= decoded(Buffer.concat(chunks), res.headers['content-encoding']));
          },
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Session cookies from a sign-in or sign-up answer. */
export function cookieOf(answer: Answer): string {
  const cookies = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(cookies) ? cookies : [cookies]).map((c) => c.split(';')[0]).join('; ');
}

type Step = (member: Member, fixture: Fixture, acknowledged: Acknowledged, turn: number) => Promise<number>;

const pick = <T>(items: readonly T[], turn: number) => items[turn % items.length]!;
const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown>;

/** What a member does, with how often in a hundred requests (a sign-in's password hash costs 40 reads). */
const steps: [weight: number, step: Step][] = [
  [10, async (m) => (await send('GET', '/', { cookie: m.cookie })).status],
  [
    20,
    async (m) =>
      (await send('GET', '/api/tools/gratitude-log/entries?limit=20', { cookie: m.cookie })).status,
  ],
  [24, async (m) => (await send('GET', '/api/community/posts', { cookie: m.cookie })).status],
  [
    15,
    async (m, f, _, turn) =>
      (await send('GET', `/api/community/posts/${pick(f.postIds, turn)}`, { cookie: m.cookie })).status,
  ],
  [
    15,
    async (m, _, ack, turn) => {
      const answer = await send('POST', '/api/tools/gratitude-log/entries', {
        cookie: m.cookie,
        body: { data: { items: [`Scale entry ${turn}`] } },
      });
      if (answer.status === 201 || answer.status === 200) ack.entries.push(String(json(answer).id));
      return answer.status;
    },
  ],
  [
    5,
    async (m, f, ack, turn) => {
      const answer = await send('POST', '/api/community/posts', {
        cookie: m.cookie,
        body: {
          channelId: pick(f.channelIds, turn),
          postType: 'discussion',
          content: `Scale post ${turn}: small wins`,
        },
      });
      if (answer.status === 201 || answer.status === 200) {
        const id = String(json(answer).id);
        ack.posts.push(id);
        f.postIds.push(id);
      }
      return answer.status;
    },
  ],
  [
    10,
    async (m, f, ack) => {
      if (m.likeTurn >= f.postIds.length)
        return (await send('GET', '/api/community/posts', { cookie: m.cookie })).status;
      const postId = f.postIds[m.likeTurn]!;
      m.likeTurn += 1;
      const answer = await send('POST', `/api/community/posts/${postId}/like`, { cookie: m.cookie });
      if (answer.status === 200 && json(answer).liked === true) ack.likes.push([postId, m.userId]);
      return answer.status;
    },
  ],
  [
    1,
    async (m) =>
      (await send('POST', '/api/account/sign-in', { body: { email: m.email, password: m.password } })).status,
  ],
];
const totalWeight = steps.reduce((sum, [weight]) => sum + weight, 0);

function stepFor(turn: number): Step {
  let at = (turn * 37) % totalWeight;
  for (const [weight, step] of steps) {
    if (at < weight) return step;
    at -= weight;
  }
  return steps[0]![1];
}

/** `connections` loops of requests, each waiting for its answer, for `seconds`. */
export async function runMixedLoad(
  fixture: Fixture,
  connections: number,
  seconds: number,
): Promise<LoadTally> {
  const tally: LoadTally = { outcomes: [], acknowledged: { entries: [], posts: [], likes: [] } };
  const stopAt = performance.now() + seconds * 1000;
  let turns = 0;
  const loop = async (worker: number) => {
    while (performance.now() < stopAt) {
      turns += 1;
      const turn = turns;
      const member = fixture.members[(worker + turn) % fixture.members.length]!;
      const startedAt = performance.now();
      let status: Outcome['status'];
      try {
        status = await stepFor(turn)(member, fixture, tally.acknowledged, turn);
      } catch (error) {
        status = `network ${(error as NodeJS.ErrnoException).code ?? 'error'}`;
      }
      tally.outcomes.push({ status, startedAt, endedAt: performance.now() });
      // A refused connection answers at once; without a pause the loop would spin through the fault.
      if (typeof status === 'string') await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, worker) => loop(worker)));
  return tally;
}
