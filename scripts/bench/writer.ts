// The forum's writers for the members section of `npm run bench` (scripts/bench/writes.ts starts it), in a
// process of its own so its timers and requests never wait on the server's event loop, as wrk's never do.
// Likes, replies and posts through HTTP, by members in turn, on the newest posts, at the rate the last
// `rate <n>` line on standard input asked for. It keeps to the clock (open loop: a slow answer never delays
// the next write), so a server that falls behind shows as writes in flight, not as a lower rate. `rate 0`
// answers once the writes in flight are done; `report` prints what was sent since the last `rate` as one JSON
// line; closing standard input ends it.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface WriterPlan {
  url: string;
  /** Session cookies of the members who write, taken in turn. */
  cookies: string[];
  /** Posts to like and answer (the newest, as members see them on the first pages). */
  postIds: string[];
  /** Channels new posts go to. */
  channelIds: string[];
}

export interface WriterReport {
  seconds: number;
  sent: number;
  /** Answers by HTTP status; a refused write (429, 403) would mean the bench measures less than it says. */
  statuses: Record<string, number>;
  failed: number;
  /** Writes not sent because too many were still waiting for an answer. */
  skipped: number;
}

const MAX_IN_FLIGHT = 200;
const TICK_MS = 5;

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as WriterPlan;
let rate = 0;
let periodStart = performance.now();
let written = 0;
let inFlight = 0;
let report: WriterReport = { seconds: 0, sent: 0, statuses: {}, failed: 0, skipped: 0 };
let turn = 0;

/** Six likes, three replies and a post in every ten writes. */
function nextWrite(): { path: string; body?: unknown } {
  turn += 1;
  const postId = plan.postIds[(turn * 7) % plan.postIds.length]!;
  const kind = turn % 10;
  if (kind < 6) return { path: `/api/community/posts/${postId}/like` };
  if (kind < 9)
    return { path: `/api/community/posts/${postId}/replies`, body: { content: `Bench reply ${turn}` } };
  const channelId = plan.channelIds[turn % plan.channelIds.length]!;
  return {
    path: '/api/community/posts',
    body: { channelId, postType: 'discussion', content: `Bench post ${turn} about small daily wins` },
  };
}

function send() {
  if (inFlight >= MAX_IN_FLIGHT) {
    report.skipped += 1;
    return;
  }
  const cookie = plan.cookies[turn % plan.cookies.length]!;
  const write = nextWrite();
  const headers: Record<string, string> = { cookie };
  if (write.body) headers['content-type'] = 'application/json';
  const counted = report;
  inFlight += 1;
  counted.sent += 1;
  fetch(`${plan.url}${write.path}`, {
    method: 'POST',
    headers,
    body: write.body ? JSON.stringify(write.body) : undefined,
  })
    .then(async (response) => {
      await response.arrayBuffer();
      counted.statuses[response.status] = (counted.statuses[response.status] ?? 0) + 1;
    })
    .catch(() => {
      counted.failed += 1;
    })
    .finally(() => {
      inFlight -= 1;
    });
}

/** Stopping waits for the writes still in flight, so their work never spills into the next measurement. */
async function drained(newRate: number) {
  while (newRate === 0 && inFlight > 0) await new Promise((resolve) => setTimeout(resolve, TICK_MS));
}

setInterval(() => {
  const due = Math.floor(((performance.now() - periodStart) * rate) / 1000);
  while (written < due) {
    written += 1;
    send();
  }
}, TICK_MS);

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const [command, value] = line.trim().split(' ');
    if (command === 'rate') {
      rate = Number(value);
      periodStart = performance.now();
      written = 0;
      report = { seconds: 0, sent: 0, statuses: {}, failed: 0, skipped: 0 };
      void drained(rate).then(() => process.stdout.write('ok\n'));
    } else if (command === 'report') {
      report.seconds = (performance.now() - periodStart) / 1000;
      process.stdout.write(`${JSON.stringify(report)}\n`);
    }
  })
  .on('close', () => process.exit(0));
