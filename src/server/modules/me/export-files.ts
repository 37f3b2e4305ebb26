import { toolNames, type ToolKey } from '@shared/tools/tool-keys';
import type { ExportData } from './export.repository';

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

const toolName = (key: string) => toolNames[key as ToolKey] ?? key;

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

/** The export's files: one JSON with everything, readable Markdown, and a CSV per table. */
export function buildExportFiles(data: ExportData, exportedAt: Date): Record<string, string> {
  const { account, entries, settings, practice } = data;
  const profile = account?.profile;
  const files: Record<string, string> = {};
  files['data.json'] = JSON.stringify(
    {
      exportedAt: exportedAt.toISOString(),
      account: account && {
        email: account.email,
        createdAt: account.createdAt,
        profile,
        subscription: account.tier && {
          tier: account.tier.subscriptionTier,
          status: account.tier.subscriptionStatus,
        },
      },
      toolEntries: entries,
      toolSettings: settings,
      skillPractice: practice,
    },
    null,
    2,
  );

  const byTool = new Map<string, typeof entries>();
  for (const entry of entries) byTool.set(entry.toolKey, [...(byTool.get(entry.toolKey) ?? []), entry]);

  const readme = [
    '# Your Design Your Life data',
    '',
    `Exported ${exportedAt.toISOString()}.`,
    '',
    '- `data.json`: everything below in one file, for other programs.',
    '- `profile.md`: your profile.',
    '- `tools/<tool>.md` and `tools/<tool>.csv`: your entries of each tool.',
    '- `tool-settings.csv`, `skill-practice.csv`: your tool settings and the skills you practised.',
    '- `forum/`: your forum posts and replies (JSON and Markdown), likes and poll votes (JSON and CSV).',
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
    ...[...byTool].map(([key, list]) => `- ${toolName(key)}: ${list.length}`),
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

  for (const [key, list] of byTool) {
    const keys = [...new Set(list.flatMap((e) => Object.keys(e.data as object)))];
    files[`tools/${key}.csv`] = toCsv(
      ['id', 'created_at', 'updated_at', ...keys],
      list.map((e) => [
        e.id,
        e.createdAt,
        e.updatedAt,
        ...keys.map((k) => (e.data as Record<string, unknown>)[k]),
      ]),
    );
    files[`tools/${key}.md`] = [
      `# ${toolName(key)}`,
      ...list.map((e) => `\n## ${e.createdAt.toISOString()}\n${markdownValue(e.data)}\n`),
    ].join('\n');
  }
  files['tool-settings.csv'] = toCsv(
    ['tool', 'settings', 'updated_at'],
    settings.map((s) => [s.toolKey, s.data, s.updatedAt]),
  );
  files['skill-practice.csv'] = toCsv(
    ['skill_id', 'skill', 'completed_at'],
    practice.map((p) => [p.skillId, p.skillTitle, p.completedAt]),
  );
  return files;
}
