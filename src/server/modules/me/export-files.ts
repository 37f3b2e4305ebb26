import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import type { ExportSummary } from './export.repository';

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
export function csvField(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula.
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines, each ended by CRLF (so pages of rows can be appended one after another). */
export function csvLines(rows: unknown[][]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return csvLines([header, ...rows]);
}

export const toolName = (key: string) => toolNames[key as ToolKey] ?? key;

function markdownValue(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    return value.map((v) => `\n${indent}- ${markdownValue(v, `${indent}  `).trimStart()}`).join('');
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `\n${indent}- **${k}**: ${markdownValue(v, `${indent}  `).trimStart()}`)
      .join('');
  }
  return String(value ?? '');
}

/** The account and profile as they appear in data.json. */
export function accountJson(summary: ExportSummary) {
  const { account } = summary;
  return (
    account && {
      email: account.email,
      createdAt: account.createdAt,
      profile: account.profile,
      subscription: account.tier && {
        tier: account.tier.subscriptionTier,
        status: account.tier.subscriptionStatus,
      },
    }
  );
}

/** An entry's fields as readable Markdown. */
export function entryMarkdown(entry: { createdAt: Date; data: unknown }): string {
  return `## ${entry.createdAt.toISOString()}\n${markdownValue(entry.data)}\n`;
}

/** The small files, written whole: the README, the profile and the tool settings. */
export function buildSummaryFiles(summary: ExportSummary, exportedAt: Date): Record<string, string> {
  const { account, settings, entryCounts } = summary;
  const profile = account?.profile;
  const files: Record<string, string> = {};
  const readme = [
    '# Your Design Your Life data',
    '',
    `Exported ${exportedAt.toISOString()}.`,
    '',
    '- `data.json`: your profile, tool entries, tool settings and practice in one file, for other programs.',
    '- `profile.md`: your profile.',
    '- `tools/<tool>.md` and `tools/<tool>.csv`: your entries of each tool, newest first.',
    '- `tool-settings.csv`, `skill-practice.csv`: your tool settings and the skills you practised.',
    '- `forum/`: your forum posts and replies (JSON and Markdown), likes, poll votes and the reports you filed',
    '  (JSON and CSV).',
    '- `sessions.json` and `.csv`: where and when you were signed in (address and browser).',
    '- `notifications.json` and `.csv`: the notifications you were sent.',
    '- `contact-messages.json` and `.md`: the messages you sent to the team while signed in.',
    '',
    '## Profile',
    '',
    `- Email: ${account?.email ?? ''}`,
    `- Name: ${profile ? `${profile.firstName} ${profile.lastName}` : ''}`,
    `- Username: ${profile?.username ?? ''}`,
    `- Time zone: ${profile?.timeZone ?? ''}`,
    '',
    '## Entries per tool',
    '',
    ...entryCounts.map(({ toolKey, entries }) => `- ${toolName(toolKey)}: ${entries}`),
    '',
  ];
  files['README.md'] = readme.join('\n');
  files['profile.md'] = readme.slice(readme.indexOf('## Profile')).join('\n');
  files['profile.csv'] = toCsv(
    ['email', 'first_name', 'last_name', 'username', 'time_zone', 'end_of_day_hour', 'created_at'],
    [
      [
        account?.email,
        profile?.firstName,
        profile?.lastName,
        profile?.username,
        profile?.timeZone,
        profile?.endOfDayHour,
        account?.createdAt,
      ],
    ],
  );
  files['tool-settings.csv'] = toCsv(
    ['tool', 'settings', 'updated_at'],
    settings.map((s) => [s.toolKey, s.data, s.updatedAt]),
  );
  return files;
}
