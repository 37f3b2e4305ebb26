// Part of `npm run build`: a migrated embedded database holding the seeded content and forum channels (no
// accounts), as a data folder. A first start copies it instead of running initdb, every migration and the
// content seed (seconds, and tens of MB of resident memory that the embedded database never gives back); later
// migrations still apply on top at start, and the start-up seed finds the content there and writes nothing.
// A folder, not an archive: the copy goes file to file in the kernel, where unpacking an archive at start
// left the first start's memory 30–40 MB above a later start's.
import { rmSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { TarExtractor } from '../src/server/db/extract-tar';
import { dbTemplateFolder } from '../src/server/db/paths';
import { seedCommunity } from '../src/server/modules/community/community.seed';
import { seedContent } from '../src/server/modules/content/content.seed';

const database = openDatabase({ dataDir: null });
await database.migrate();
await seedContent(database.db);
await seedCommunity(database.db);
const dump = await database.dumpDataDir!('none');
await database.close();
rmSync(dbTemplateFolder, { recursive: true, force: true });
const extractor = new TarExtractor(dbTemplateFolder);
extractor.write(Buffer.from(await dump.arrayBuffer()));
extractor.end();
console.log(`embedded database template: ${dbTemplateFolder} (${(dump.size / 1024 / 1024).toFixed(1)} MB)`);
