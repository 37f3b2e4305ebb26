import { toCsv } from '@shared/text/csv';
import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import { countOf, localDateTime, timeZoneName } from './export-markdown';
import type { ExportSummary } from './export.repository';

export const toolName = (key: string) => toolNames[key as ToolKey] ?? key;

/** The member's time zone: the clock the Markdown files' times are on. */
export const exportTimeZone = (summary: ExportSummary) => summary.account?.profile?.timeZone ?? 'UTC';

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

/** The small files, written whole: the README, the profile and the tool settings. */
export function buildSummaryFiles(summary: ExportSummary, exportedAt: Date): Record<string, string> {
  const { account, settings, entryCounts } = summary;
  const profile = account?.profile;
  const timeZone = exportTimeZone(summary);
  const files: Record<string, string> = {};
  const readme = [
    '# Your Design Your Life data',
    '',
    `Exported ${localDateTime(exportedAt, timeZone)} (${timeZoneName(timeZone)} time).`,
    '',
    'Times in the Markdown files are on your clock, in the time zone of your settings; the JSON and CSV files',
    'give them exactly, in UTC (ISO 8601), for other programs.',
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
    `- Member since: ${account ? localDateTime(account.createdAt, timeZone) : ''}`,
    '',
    '## Entries per tool',
    '',
    ...entryCounts.map(
      ({ toolKey, entries }) => `- ${toolName(toolKey)}: ${countOf(entries, 'entry', 'entries')}`,
    ),
    '',
  ];
  files['README.md'] = readme.join('\n');
  files['profile.md'] = ['# Your profile', '', ...readme.slice(readme.indexOf('## Profile') + 2)].join('\n');
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
