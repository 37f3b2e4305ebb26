// Part of `npm run build`: a migrated embedded database holding the seeded content and forum channels (no
// accounts), as a tarball. A first start loads it instead of running initdb, every migration and the content
// seed (seconds, and tens of MB of resident memory that the embedded database never gives back); later
// migrations still apply on top at start, and the start-up seed finds the content there and writes nothing.
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { dbTemplateFile } from '../src/server/db/paths';
import { seedCommunity } from '../src/server/modules/community/community.seed';
import { seedContent } from '../src/server/modules/content/content.seed';

const database = openDatabase({ dataDir: null });
await database.migrate();
await seedContent(database.db);
await seedCommunity(database.db);
const dump = await database.dumpDataDir!('gzip');
await database.close();
writeFileSync(dbTemplateFile, Buffer.from(await dump.arrayBuffer()));
console.log(`embedded database template: ${dbTemplateFile} (${(dump.size / 1024 / 1024).toFixed(1)} MB)`);
